// The words a remote's build draws into its first-view template (build/first-view.ts): React escapes them as it
// renders the remote's components, and one holding a slot's braces fails the build, so a translation cannot open a
// `{{slot}}` the API would then fill.
import { describe, expect, it } from 'vitest';
import { plainWord } from '../build/first-view.ts';

describe("a first-view template's words", () => {
  const word = plainWord('template.ts');

  it('are passed on as they are written, for React to escape', () => {
    expect(word(`Tom's <b>"pads"</b> & more`)).toBe(`Tom's <b>"pads"</b> & more`);
  });

  it('cannot open a slot: a word holding {{ or }} fails the build', () => {
    expect(() => word('Parts for {{vehicle}}')).toThrow(/holds \{\{ or \}\}/);
    expect(() => word('a }} b')).toThrow(/template\.ts/);
  });
});
