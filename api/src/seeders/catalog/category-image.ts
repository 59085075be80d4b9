// The pictures of the demo shop are drawn here, not downloaded: one SVG per category, a tinted tile with
// a simple pictogram and no words. The category's name is HTML beside the picture, in the page's language
// (an <img> could not use the page's Khmer web font, and a drawn English word is wrong on a Khmer page).
// api/test/seeders/category-image.test.ts fails when a picture carries text.

export interface CategoryImage {
  name: string;
  hue: number;
  glyph: string;
}

export function categoryImageSvg({ hue, glyph }: CategoryImage): string {
  const light = `hsl(${hue} 70% 94%)`;
  const mid = `hsl(${hue} 55% 80%)`;
  const dark = `hsl(${hue} 60% 32%)`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    '<rect width="320" height="240" rx="16" fill="url(#g)"/>',
    // The glyphs are drawn on a 48-unit grid: scaled by 2.5 and centred on the tile.
    `<g transform="translate(100 60) scale(2.5)" fill="none" stroke="${dark}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"><path d="${glyph}"/></g>`,
    '</svg>',
  ].join('');
}
