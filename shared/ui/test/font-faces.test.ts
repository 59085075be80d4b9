// fonts.css is the one list of the shop's faces: the API reads it as data (the first view's @font-face rules, the
// preloaded files) through font-faces.ts. These are the facts those readers rely on.
import { describe, expect, it } from 'vitest';
import { faceCovers, parseFontFaces, shopFontFaces } from '../src/font-faces.ts';

describe("the shop's font faces, read from fonts.css", () => {
  it('gives each face its family, weight, range and built file name', () => {
    const faces = shopFontFaces();
    expect(faces.map((face) => `${face.family} ${face.weight} ${face.file}`)).toContain(
      'Manrope 700 manrope-latin-700-normal',
    );
    expect(faces.map((face) => `${face.family} ${face.weight} ${face.file}`)).toContain(
      'Noto Sans Khmer 400 noto-sans-khmer-khmer-400-normal',
    );
    for (const face of faces) expect(face.unicodeRange, face.file).toMatch(/^U\+[0-9A-F]+/);
  });

  it('knows which characters a face draws: Latin letters in Manrope Latin, Khmer in Noto Sans Khmer, the riel sign in a file of its own', () => {
    const faces = shopFontFaces();
    const drawing = (codePoint: number) => [
      ...new Set(faces.filter((face) => face.weight === 400 && faceCovers(face, codePoint)).map((face) => face.file)),
    ];
    expect(drawing(0x41)).toEqual(['manrope-latin-400-normal']);
    expect(drawing(0x0101)).toEqual(['manrope-latin-ext-400-normal']);
    expect(drawing(0x1780)).toEqual(['noto-sans-khmer-khmer-400-normal']);
    expect(drawing(0x17db)).toEqual(['riel-sign-400']);
  });

  it('reads a value wrapped over lines as one line, as CSS does', () => {
    const [face] = parseFontFaces(
      "@font-face { font-family: 'X'; font-weight: 400; src: url(x.woff2);\n  unicode-range:\n    U+0-FF,\n    U+2000-206F; }",
    );
    expect(face!.unicodeRange).toBe('U+0-FF, U+2000-206F');
  });

  it('refuses a face it cannot read rather than dropping it', () => {
    expect(() =>
      parseFontFaces("@font-face { font-family: 'X'; font-weight: 400; src: url(x.ttf); unicode-range: U+0-FF; }"),
    ).toThrow(/woff2/);
  });
});
