// Cuts the riel sign (U+17DB) out of Noto Sans Khmer, the shop's Khmer font (npm @fontsource/noto-sans-khmer), into a
// font file per weight the shop draws prices in: shared/ui/src/fonts/riel-sign-<weight>.woff2, about 0.7 KB each.
// Prices are written with the sign on English pages too, and there the Khmer font is not fetched (22 KB a weight);
// without a face of the shop's own, the browser drew the sign in whichever system font had it, so it looked different
// on every device and beside the Khmer pages' own.
// The files are committed; run this again only when the font package changes: node scripts/cut-riel-sign.ts
// Uses npm subset-font (HarfBuzz's subsetter compiled to WebAssembly).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const RIEL_SIGN = '\u17DB';
/** The weights shared/ui/src/fonts.css declares a riel face for (prices: 600 drawn by the 700 face, totals, tables). */
const WEIGHTS = [400, 500, 700];
const fromUi = createRequire(new URL('../shared/ui/package.json', import.meta.url));
const target = new URL('../shared/ui/src/fonts/', import.meta.url);

await mkdir(target, { recursive: true });
for (const weight of WEIGHTS) {
  const source = await readFile(
    fromUi.resolve(`@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-${weight}-normal.woff2`),
  );
  const cut = await subsetFont(source, RIEL_SIGN, { targetFormat: 'woff2' });
  await writeFile(new URL(`riel-sign-${weight}.woff2`, target), cut);
  console.log(`riel-sign-${weight}.woff2: ${cut.length} bytes (from ${source.length})`);
}
