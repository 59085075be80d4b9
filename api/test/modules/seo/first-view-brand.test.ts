// The first view's header bar is the shell's part of it (the page's top is the serving remote's template, worded
// from that remote's own catalogues at its build): it names the shop as the shell's header does, in both languages.
// This fails when the shell's wording changes and the API's copy does not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePo } from '@shop/i18n/po.ts';
import { repoRoot } from '../../../src/config.ts';
import { SHOP_BRAND } from '../../../src/modules/seo/first-view.ts';

describe("the first view's header bar", () => {
  it("names the shop as the shell's header does", () => {
    const po = parsePo(readFileSync(join(repoRoot, 'shell', 'src', 'locales', 'km', 'messages.po'), 'utf8'));
    const shell = new Map(po.map((entry) => [entry.msgid, entry.msgstr]));
    expect(shell.get(SHOP_BRAND.en.name)).toBe(SHOP_BRAND.kh.name);
    expect(shell.get(SHOP_BRAND.en.home)).toBe(SHOP_BRAND.kh.home);
  });
});
