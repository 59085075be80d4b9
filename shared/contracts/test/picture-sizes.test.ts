import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DETAIL_PICTURE_SIZES, srcSet } from '../src/picture-sizes.ts';

describe('picture sizes', () => {
  it('writes a srcset of width descriptors, narrowest first as given, and nothing without sizes', () => {
    expect(
      srcSet([
        { url: '/files/a', width: 160 },
        { url: '/files/b', width: 640 },
      ]),
    ).toBe('/files/a 160w, /files/b 640w');
    expect(srcSet([])).toBe('');
  });

  it("the first view's template writes the same sizes as the page (it may import nothing but types)", () => {
    const template = readFileSync(new URL('../../../mfe-catalog/src/first-view/template.ts', import.meta.url), 'utf8');
    expect(template).toContain(`'${DETAIL_PICTURE_SIZES}'`);
  });
});
