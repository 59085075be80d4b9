import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { parsePo, writePo } from '../src/po.ts';

describe('parsePo', () => {
  it('reads messages, multi-line strings, contexts, fuzzy marks and references, and skips the header', () => {
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

#, fuzzy
msgctxt "brake"
msgid "Pad"
msgstr "បន្ទះ"

#~ msgid "Old"
#~ msgstr "ចាស់"
`);
    expect(entries).toEqual([
      {
        id: generateMessageId('Sign in'),
        msgid: 'Sign in',
        msgstr: 'ចូលគណនី',
        references: ['src/app/home.tsx:12'],
        obsolete: false,
      },
      { id: generateMessageId('Long message'), msgid: 'Long message', msgstr: '', references: [], obsolete: false },
      {
        id: generateMessageId('Pad', 'brake'),
        msgid: 'Pad',
        msgstr: 'បន្ទះ',
        references: [],
        obsolete: false,
        context: 'brake',
        fuzzy: true,
      },
      { id: generateMessageId('Old'), msgid: 'Old', msgstr: 'ចាស់', references: [], obsolete: true },
    ]);
  });
});

describe('writePo', () => {
  it('writes a file parsePo reads back as written: quotes, new lines, contexts, fuzzy marks and references', () => {
    const file = writePo('km', [
      { msgid: 'Say "hi"\nto {name}', msgstr: 'និយាយ "សួស្តី"\nទៅ {name}', references: ['mfe-catalog'] },
      { msgid: 'Pad', msgstr: 'បន្ទះ', context: 'brake', fuzzy: true, comments: ['id: abc'] },
    ]);
    expect(file).toContain('Language: km');
    expect(file).toContain('#. id: abc');
    expect(parsePo(file)).toEqual([
      {
        id: generateMessageId('Say "hi"\nto {name}'),
        msgid: 'Say "hi"\nto {name}',
        msgstr: 'និយាយ "សួស្តី"\nទៅ {name}',
        references: ['mfe-catalog'],
        obsolete: false,
      },
      {
        id: generateMessageId('Pad', 'brake'),
        msgid: 'Pad',
        msgstr: 'បន្ទះ',
        references: [],
        obsolete: false,
        context: 'brake',
        fuzzy: true,
      },
    ]);
  });
});
