// Draws a first view (first-view.ts) into the shell's index.html: the header bar as the shell draws it and the top
// of the page, with its CSS inline in the head so nothing waits on a script or a stylesheet.
//
// It copies the sizes and positions of the Mantine components the real page uses (theme: shared/ui/src/theme.ts;
// values from @mantine/core's styles: AppShell header 64 px with a gray-3 border, Container xl 1320 px with 16 px
// sides and 32 px above, Title h1 34 px / 1.3 / 700, dimmed text gray 7, Grid columns 5 and 7 from 48em, ...), so
// when the app takes over the heading stays where it was, at the same size: the page's LCP stays the first view's.
// It sits over the app (which is hidden meanwhile, so one heading is read at a time) until the shell removes it
// (shell/src/lib/first-view.ts). Every text comes from records or translations and is escaped.
import { escapeHtml } from '../../lib/html.ts';
import { SHOP_BRAND, type FirstView } from './first-view.ts';

/** The element the shell looks for and removes (shell/src/lib/first-view.ts). */
export const FIRST_VIEW_ID = 'first-view';

/**
 * The faces the first view draws, as shared/ui/src/fonts.css declares them (same family, weight, range), so the
 * files it fetches are the ones the app's stylesheet asks for later. `file` is the start of the built file's name.
 * `block`, not the app's `swap`: the heading is painted once, in its own font, at the size the app's heading will
 * have. Painted first in a fallback font it would be smaller or larger than the app's, and Chrome would take the
 * app's heading, drawn seconds later, as the largest contentful paint. The files are small and requested as soon
 * as the HTML is parsed; after 3 s the browser shows the fallback anyway.
 */
const LATIN = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const KHMER = 'U+1780-17DA, U+17DC-17FF, U+19E0-19FF, U+200C-200D, U+25CC';
export const FIRST_VIEW_FACES = [
  { family: 'Manrope', weight: 400, range: LATIN, file: 'manrope-latin-400-normal' },
  { family: 'Manrope', weight: 700, range: LATIN, file: 'manrope-latin-700-normal' },
  { family: 'Noto Sans Khmer', weight: 400, range: KHMER, file: 'noto-sans-khmer-khmer-400-normal' },
  { family: 'Noto Sans Khmer', weight: 700, range: KHMER, file: 'noto-sans-khmer-khmer-700-normal' },
] as const;

/** A built font file's address by the start of its name (`manrope-latin-700-normal` -> `/assets/manrope-....woff2`). */
export type FontUrl = (file: string) => string | undefined;

const fontFaces = (fontUrl: FontUrl) =>
  FIRST_VIEW_FACES.flatMap(({ family, weight, range, file }) => {
    const url = fontUrl(file);
    // Built file names are `name.hash.woff2`; anything else is not written into CSS.
    return url && /^[\w./-]+$/.test(url) ? [`@font-face{font-family:'${family}';font-style:normal;font-display:block;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${range}}`] : [];
  });

// 48em is Mantine's `sm` breakpoint (burger below it, Grid columns side by side from it), 30em its `xs` (brand name).
const STYLE = [
  'body{margin:0}',
  `#${FIRST_VIEW_ID}{position:absolute;top:0;left:0;right:0;z-index:1000;min-height:100vh;box-sizing:border-box;padding-top:64px;background:#fff;color:#000;font-family:Manrope,'Noto Sans Khmer',system-ui,sans-serif;font-size:1rem;line-height:1.55;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}`,
  `#${FIRST_VIEW_ID} *{box-sizing:border-box}`,
  // The app under it is laid out but not drawn, and not read out: there is one heading at a time.
  `#${FIRST_VIEW_ID}~#root{visibility:hidden}`,
  '.fv-header{position:fixed;top:0;left:0;right:0;height:64px;padding:0 16px;display:flex;align-items:center;gap:12px;background:#fff;border-bottom:1px solid #dee2e6}',
  '.fv-burger{display:flex;align-items:center;width:28px;height:28px;padding:5px}',
  ".fv-burger span,.fv-burger span::before,.fv-burger span::after{display:block;width:18px;height:1.5px;background:#000}",
  ".fv-burger span{position:relative}.fv-burger span::before,.fv-burger span::after{content:'';position:absolute;left:0}",
  '.fv-burger span::before{top:-6px}.fv-burger span::after{top:6px}',
  '.fv-brand{display:flex;align-items:center;gap:10px;color:inherit;text-decoration:none}',
  '.fv-brand img{display:block;width:32px;height:32px}',
  '.fv-brand-name{display:none;margin:0;font-size:1.125rem;line-height:1.6;font-weight:700}',
  '.fv-container{max-width:1320px;margin:0 auto;padding:32px 16px}',
  '.fv-container[data-size=md]{max-width:960px}',
  '.fv-stack{display:flex;flex-direction:column}.fv-gap-4{gap:4px}.fv-gap-12{gap:12px}.fv-gap-20{gap:20px}.fv-gap-32{gap:32px}',
  '.fv-title{margin:0;font-family:inherit;font-size:2.125rem;line-height:1.3;font-weight:700;text-wrap:wrap}',
  '.fv-lead{margin:0;color:#495057}',
  // Badge size lg; Paper withBorder p md with the Price xl, availability and buttons stacks (measured: 143.3 px).
  '.fv-text{margin:0}.fv-badges{height:26px}.fv-offer{height:143.3px;border:1px solid #dee2e6;border-radius:8px}',
  '.fv-crumbs{display:flex;flex-wrap:wrap;align-items:center;margin:0;padding:0;list-style:none}',
  '.fv-crumbs li{display:flex;align-items:center;line-height:1;white-space:nowrap}',
  ".fv-crumbs li+li::before{content:'/';margin:0 10px;color:#495057;line-height:1}",
  '.fv-crumbs a{color:#296da3;text-decoration:none}',
  '.fv-grid{display:flex;flex-wrap:wrap;gap:32px}',
  '.fv-col{flex:0 0 100%;max-width:100%}',
  '.fv-image{display:block;width:100%;height:auto;max-height:320px;object-fit:contain;border-radius:8px}',
  // A picture of unknown size gets the room of the catalogue's usual 4:3 picture until it arrives (`auto`: then its own).
  '.fv-image:not([width]){aspect-ratio:auto 4/3}',
  '@media (min-width:30em){.fv-brand-name{display:block}}',
  '@media (min-width:48em){.fv-burger{display:none}.fv-col-5{flex-basis:calc(41.6667% - 18.6667px);max-width:calc(41.6667% - 18.6667px)}.fv-col-7{flex-basis:calc(58.3333% - 13.3333px);max-width:calc(58.3333% - 13.3333px)}}',
].join('');

/** The inline <style> of the first view (the Content-Security-Policy's style-src allows inline styles: Mantine needs them). */
export function firstViewStyle(fontUrl: FontUrl): string {
  return `<style id="${FIRST_VIEW_ID}-style">${[...fontFaces(fontUrl), STYLE].join('')}</style>`;
}

export function firstViewMarkup(view: FirstView): string {
  const brand = SHOP_BRAND[view.locale];
  const header =
    '<header class="fv-header"><span class="fv-burger" aria-hidden="true"><span></span></span>' +
    `<a class="fv-brand" href="/${view.locale}" aria-label="${escapeHtml(brand.home)}"><img src="/icon-192.png" alt="" width="32" height="32" />` +
    `<span class="fv-brand-name">${escapeHtml(brand.name)}</span></a></header>`;
  return `<div id="${FIRST_VIEW_ID}" data-layout="${view.layout}">${header}<main><div class="fv-container" data-size="${view.container}">${body(view)}</div></main></div>`;
}

const heading = (view: FirstView) => `<h1 class="fv-title">${escapeHtml(view.heading)}</h1>`;
/** The part page's badges row and price box (empty here: their room) and then its description. */
const description = (view: FirstView) =>
  view.description ? `<div class="fv-badges"></div><div class="fv-offer"></div><p class="fv-text">${escapeHtml(view.description)}</p>` : '';
const lead = (view: FirstView) => (view.lead ? `<p class="fv-lead">${escapeHtml(view.lead)}</p>` : '');

function crumbs(view: FirstView): string {
  const items = (view.breadcrumbs ?? []).map(({ label, href }) =>
    href ? `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>` : `<li>${escapeHtml(label)}</li>`,
  );
  return `<nav><ol class="fv-crumbs">${items.join('')}</ol></nav>`;
}

/** The page's own stacks and gaps (Stack gap 4 for heading and lead; gap lg under the crumbs of a listing, xl of a detail). */
function body(view: FirstView): string {
  switch (view.layout) {
    case 'intro':
      return `<div class="fv-stack fv-gap-4">${heading(view)}${lead(view)}</div>`;
    case 'listing':
      return `<div class="fv-stack fv-gap-20">${crumbs(view)}${heading(view)}${lead(view)}</div>`;
    case 'detail': {
      // With its stored size the picture's room is kept while it loads (width 100 %, height from the ratio).
      const size = view.image?.width && view.image.height ? ` width="${view.image.width}" height="${view.image.height}"` : '';
      const image = view.image ? `<img class="fv-image" src="${escapeHtml(view.image.src)}" alt="${escapeHtml(view.image.alt)}"${size} />` : '';
      return (
        `<div class="fv-stack fv-gap-32">${crumbs(view)}<div class="fv-grid">` +
        `<div class="fv-col fv-col-5">${image}</div>` +
        `<div class="fv-col fv-col-7"><div class="fv-stack fv-gap-12">${heading(view)}${lead(view)}${description(view)}</div></div></div></div>`
      );
    }
  }
}

/** index.html with the first view's style in its head and the view itself just before the app's root element. */
export function withFirstView(html: string, view: FirstView, fontUrl: FontUrl): string {
  const root = /<div id="root"><\/div>/i;
  if (!root.test(html)) return html;
  return html
    .replace(/<\/head>/i, (head) => `  ${firstViewStyle(fontUrl)}\n  ${head}`)
    .replace(root, (element) => `${firstViewMarkup(view)}\n    ${element}`);
}
