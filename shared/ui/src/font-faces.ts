// The shop's font faces as data, read from fonts.css: that file is the one list of them. The browser reads it as CSS
// (through the app's stylesheet); the API reads it here for the first view's @font-face rules and for the font files
// it preloads (api/src/modules/platform/shell-startup.ts), so the three cannot name different faces, weights or
// ranges. Node only (reads the file); not exported from the package's index, so no browser bundle carries it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ShopFontFace {
  family: string;
  style: string;
  weight: number;
  /** As fonts.css writes it (`U+0000-00FF, U+0131, ...`). */
  unicodeRange: string;
  /** The font file's name without its extension (`manrope-latin-400-normal`); the build names it `<file>.<hash>.woff2`. */
  file: string;
}

const FACE = /@font-face\s*\{([^}]*)\}/g;
const DECLARATION = /([\w-]+)\s*:\s*([^;]+);?/g;

/** The @font-face rules of `css` (comments allowed, one `src` url each). */
export function parseFontFaces(css: string): ShopFontFace[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(FACE)].map(([rule, body]) => {
    const declared = new Map(
      // A long value may wrap over lines (the formatter wraps unicode-range): read it as one line, as CSS does.
      [...body!.matchAll(DECLARATION)].map(([, name, value]) => [
        name!.toLowerCase(),
        value!.replace(/\s+/g, ' ').trim(),
      ]),
    );
    const file = /url\(\s*['"]?[^'")]*?([\w.-]+)\.woff2['"]?\s*\)/.exec(declared.get('src') ?? '')?.[1];
    const family = declared.get('font-family')?.replace(/^['"]|['"]$/g, '');
    const weight = Number(declared.get('font-weight'));
    const unicodeRange = declared.get('unicode-range');
    if (!file || !family || !Number.isInteger(weight) || !unicodeRange)
      throw new Error(`fonts.css: a face without a woff2 file, family, weight or range: ${rule}`);
    return { family, style: declared.get('font-style') ?? 'normal', weight, unicodeRange, file };
  });
}

/** Whether a face's unicode-range holds the character `codePoint`. */
export function faceCovers(face: ShopFontFace, codePoint: number): boolean {
  return face.unicodeRange.split(',').some((part) => {
    const [from, to = from] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex!, 16));
    return from! <= codePoint && codePoint <= to!;
  });
}

let cached: ShopFontFace[] | undefined;

/** The faces of shared/ui/src/fonts.css. */
export function shopFontFaces(): ShopFontFace[] {
  // A path, not `new URL('./fonts.css', import.meta.url)`: bundlers and Vite take that form for an asset import.
  cached ??= parseFontFaces(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fonts.css'), 'utf8'));
  return cached;
}
