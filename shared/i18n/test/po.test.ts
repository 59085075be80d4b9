import { describe, expect, it } from 'vitest';
import { parsePo } from '../src/po.ts';

describe('parsePo', () => {
  it('reads messages, multi-line strings and references, and skips the header', () => {
    const entries = parsePo(`msgid ""
msgstr ""
"Language: km\\n"

#: src/app/home.tsx:12
msgid "Sign in"
msgstr "ចូលគណនី"

msgid ""
"Long "
"message"
msgstr ""

#~ msgid "Old"
#~ msgstr "ចាស់"
`);
    expect(entries).toEqual([
      { msgid: 'Sign in', msgstr: 'ចូលគណនី', references: ['src/app/home.tsx:12'], obsolete: false },
      { msgid: 'Long message', msgstr: '', references: [], obsolete: false },
      { msgid: 'Old', msgstr: 'ចាស់', references: [], obsolete: true },
    ]);
  });
});
