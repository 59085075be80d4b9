import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePo } from '../src/po.ts';
import { catalogueFolders } from '../src/ui-catalog.ts';

// Every UI string must exist in English and Khmer. This walks every workspace package that keeps Lingui
// catalogues (shell, remotes, shared/*), each of its catalogues (src/locales and its on-demand folders'), and fails on
// any Khmer message without a translation.
const root = resolve(import.meta.dirname, '../../..');
const candidates = [
  'shell',
  ...readdirSync(root).filter((name) => name.startsWith('mfe-')),
  ...readdirSync(join(root, 'shared')).map((name) => `shared/${name}`),
];
const packages = candidates.filter((dir) => existsSync(join(root, dir, 'lingui.config.ts')));

describe('translation catalogues', () => {
  it('finds the packages that keep catalogues', () => {
    expect(packages).toEqual(
      expect.arrayContaining(['shell', 'mfe-catalog', 'mfe-account', 'shared/ui', 'shared/federation']),
    );
  });

  it("finds a package's on-demand catalogues beside its main one", () => {
    expect(catalogueFolders(join(root, 'shared/ui'))).toEqual([
      'src/error-wordings/locales',
      'src/invoice/locales',
      'src/locales',
    ]);
  });

  it.each(packages)('%s has its main catalogue', (dir) => {
    expect(catalogueFolders(join(root, dir))).toContain('src/locales');
  });

  const catalogues = packages.flatMap((dir) => catalogueFolders(join(root, dir)).map((folder) => `${dir}/${folder}`));
  describe.each(catalogues)('%s', (folder) => {
    const catalogue = (locale: string) => join(root, folder, locale, 'messages.po');

    it('has an English and a Khmer catalogue', () => {
      expect(existsSync(catalogue('en')), relative(root, catalogue('en'))).toBe(true);
      expect(existsSync(catalogue('km')), relative(root, catalogue('km'))).toBe(true);
    });

    it('translates every message into Khmer', () => {
      const entries = parsePo(readFileSync(catalogue('km'), 'utf8')).filter((e) => !e.obsolete);
      expect(entries.length).toBeGreaterThan(0);
      const missing = entries
        .filter((e) => e.msgstr.trim() === '')
        .map((e) => `${e.msgid} (${e.references.join(', ')})`);
      expect(missing, `untranslated in ${folder}/km/messages.po`).toEqual([]);
    });

    it('has the same messages in English and Khmer', () => {
      const ids = (locale: string) =>
        parsePo(readFileSync(catalogue(locale), 'utf8'))
          .filter((e) => !e.obsolete)
          .map((e) => e.msgid)
          .sort();
      expect(ids('km')).toEqual(ids('en'));
    });
  });
});
