// The pictures of the demo shop are drawn here, not downloaded: one SVG per category, a tinted tile with
// a simple pictogram and the category's English name (an <img> cannot use the page's Khmer web font).

export interface CategoryImage {
  name: string;
  hue: number;
  glyph: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function categoryImageSvg({ name, hue, glyph }: CategoryImage): string {
  const light = `hsl(${hue} 70% 94%)`;
  const mid = `hsl(${hue} 55% 80%)`;
  const dark = `hsl(${hue} 60% 32%)`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    '<rect width="320" height="240" rx="16" fill="url(#g)"/>',
    `<g transform="translate(112 38) scale(2)" fill="none" stroke="${dark}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"><path d="${glyph}"/></g>`,
    `<text x="160" y="208" text-anchor="middle" font-family="Manrope, Arial, sans-serif" font-size="22" font-weight="700" fill="${dark}">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}
