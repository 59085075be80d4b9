// Draws a first view (first-view.ts) into the shell's index.html: the header bar as the shell draws it, then the top
// of the page from the serving remote's own template (its first-view.json, first-view-template.ts) filled with the
// record's values, with the CSS inline in the head so nothing waits on a script or a stylesheet.
//
// The part written here is the shell's: the header bar (AppShell header 64 px with a gray-3 border, burger below
// `sm`, the brand's name from `xs`), the layer over the app and the font faces. The page's top (its sizes, words,
// layout) is the remote's, so a remote released alone changes it without the API. It sits over the app (which is
// hidden meanwhile, so one heading is read at a time) until the shell removes it (shell/src/lib/first-view.ts).
// Every value from a record is escaped; the template's markup was checked when it was read.
import { fillFirstView, type FirstViewPage, type FirstViewTemplate } from '@shop/contracts/first-view.ts';
import { shopFontFaces } from '@shop/ui/font-faces.ts';
import { escapeHtml } from '../../lib/html.ts';
import { SHOP_BRAND, type FirstView } from './first-view.ts';

/** The element the shell looks for and removes (shell/src/lib/first-view.ts). */
export const FIRST_VIEW_ID = 'first-view';

/** A built font file's address by the start of its name (`manrope-latin-700-normal` -> `/assets/manrope-....woff2`). */
export type FontUrl = (file: string) => string | undefined;

/** The weights the first view draws: its text (400), its headings and the shop's name (700). */
const FIRST_VIEW_WEIGHTS = new Set([400, 700]);

/**
 * The faces of those weights, from the one list of the shop's faces (shared/ui/src/fonts.css, read by
 * @shop/ui/font-faces.ts: same family, weight, range and built file), so the files the first view fetches are the
 * ones the app's stylesheet asks for later. `block`, not the app's `swap`: the heading is painted once, in its own
 * font, at the size the app's heading will have. Painted first in a fallback font it would be smaller or larger than
 * the app's, and Chrome would take the app's heading, drawn seconds later, as the largest contentful paint. The files
 * are small and requested as soon as the HTML is parsed; after 3 s the browser shows the fallback anyway.
 */
const fontFaces = (fontUrl: FontUrl) =>
  shopFontFaces()
    .filter((face) => FIRST_VIEW_WEIGHTS.has(face.weight))
    .flatMap(({ family, style, weight, unicodeRange, file }) => {
      const url = fontUrl(file);
      // Built file names are `name.hash.woff2`; anything else is not written into CSS.
      return url && /^[\w./-]+$/.test(url)
        ? [
            `@font-face{font-family:'${family}';font-style:${style};font-display:block;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${unicodeRange}}`,
          ]
        : [];
    });

// 48em is Mantine's `sm` breakpoint (burger below it), 30em its `xs` (brand name).
const SHELL_STYLE = [
  'body{margin:0}',
  `#${FIRST_VIEW_ID}{position:absolute;top:0;left:0;right:0;z-index:1000;min-height:100vh;box-sizing:border-box;padding-top:64px;background:#fff;color:#000;font-family:Manrope,'Noto Sans Khmer',system-ui,sans-serif;font-size:1rem;line-height:1.55;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}`,
  `#${FIRST_VIEW_ID} *{box-sizing:border-box}`,
  // The app under it is laid out but not drawn, and not read out: there is one heading at a time.
  `#${FIRST_VIEW_ID}~#root{visibility:hidden}`,
  '.fv-header{position:fixed;top:0;left:0;right:0;height:64px;padding:0 16px;display:flex;align-items:center;gap:12px;background:#fff;border-bottom:1px solid #dee2e6}',
  '.fv-burger{display:flex;align-items:center;width:28px;height:28px;padding:5px}',
  '.fv-burger span,.fv-burger span::before,.fv-burger span::after{display:block;width:18px;height:1.5px;background:#000}',
  ".fv-burger span{position:relative}.fv-burger span::before,.fv-burger span::after{content:'';position:absolute;left:0}",
  '.fv-burger span::before{top:-6px}.fv-burger span::after{top:6px}',
  '.fv-brand{display:flex;align-items:center;gap:10px;color:inherit;text-decoration:none}',
  '.fv-brand img{display:block;width:32px;height:32px}',
  '.fv-brand-name{display:none;margin:0;font-size:1.125rem;line-height:1.6;font-weight:700}',
  '@media (min-width:30em){.fv-brand-name{display:block}}',
  '@media (min-width:48em){.fv-burger{display:none}}',
].join('');

/** The inline <style> of the first view (the Content-Security-Policy's style-src allows inline styles: Mantine needs them). */
export function firstViewStyle(fontUrl: FontUrl, template: FirstViewTemplate, page: FirstViewPage): string {
  const css = [...fontFaces(fontUrl), SHELL_STYLE, template.styles[page] ?? ''];
  return `<style id="${FIRST_VIEW_ID}-style">${css.join('')}</style>`;
}

/** The first view's element, or undefined when the template has no page of this kind in this language. */
export function firstViewMarkup(view: FirstView, template: FirstViewTemplate): string | undefined {
  const page = template.pages[view.locale][view.page];
  if (page === undefined) return undefined;
  const brand = SHOP_BRAND[view.locale];
  const header =
    '<header class="fv-header"><span class="fv-burger" aria-hidden="true"><span></span></span>' +
    `<a class="fv-brand" href="/${view.locale}" aria-label="${escapeHtml(brand.home)}"><img src="/icon-192.png" alt="" width="32" height="32" />` +
    `<span class="fv-brand-name">${escapeHtml(brand.name)}</span></a></header>`;
  const body = fillFirstView(page, { ...view.values, locale: view.locale }, escapeHtml);
  // Which release's template drew it, for whoever reads the page (and the release test).
  const release = escapeHtml(`${template.remote}@${template.version}`);
  return `<div id="${FIRST_VIEW_ID}" data-page="${view.page}" data-template="${release}">${header}<main>${body}</main></div>`;
}

/** index.html with the first view's style in its head and the view itself just before the app's root element. */
export function withFirstView(html: string, view: FirstView, template: FirstViewTemplate, fontUrl: FontUrl): string {
  const root = /<div id="root"><\/div>/i;
  const markup = firstViewMarkup(view, template);
  if (!markup || !root.test(html)) return html;
  return html
    .replace(/<\/head>/i, (head) => `  ${firstViewStyle(fontUrl, template, view.page)}\n  ${head}`)
    .replace(root, (element) => `${markup}\n    ${element}`);
}
