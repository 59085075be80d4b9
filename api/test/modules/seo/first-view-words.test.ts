// The first view words the top of a page as the catalogue remote does (its Lingui catalogues), so the heading does
// not change when the app takes over. This fails when a catalogue string changes and the API's copy does not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../src/config.ts';
import { FIRST_VIEW_WORDS, SHOP_BRAND } from '../../../src/modules/seo/first-view.ts';

/** msgid -> msgstr of a Lingui .po file (single-line entries, as Lingui writes them). */
function catalogue(app: string): Map<string, string> {
  const po = readFileSync(join(repoRoot, app, 'src', 'locales', 'km', 'messages.po'), 'utf8');
  const unquote = (text: string) => JSON.parse(text) as string;
  return new Map([...po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)].map(([, id, str]) => [unquote(id!), unquote(str!)]));
}

describe('the words of the first view', () => {
  const catalog = catalogue('mfe-catalog');
  const { en, kh } = FIRST_VIEW_WORDS;

  it("are the catalogue's, in English and Khmer", () => {
    for (const key of ['home', 'homeHeading', 'homeLead', 'accessories', 'accessoriesLead', 'findParts', 'chooseVehicle', 'unknownVehicle'] as const) {
      expect(catalog.get(en[key]), en[key]).toBe(kh[key]);
    }
    expect(catalog.get(en.partsFor('{vehicleName}'))).toBe(kh.partsFor('{vehicleName}'));
    expect(catalog.get(en.brandParts('{0}'))).toBe(kh.brandParts('{0}'));
  });

  it("name the shop as the shell's header does", () => {
    const shell = catalogue('shell');
    expect(shell.get(SHOP_BRAND.en.name)).toBe(SHOP_BRAND.kh.name);
    expect(shell.get(SHOP_BRAND.en.home)).toBe(SHOP_BRAND.kh.home);
  });
});
