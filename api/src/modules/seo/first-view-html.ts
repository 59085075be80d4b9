// Draws a first view (first-view.ts) into the shell's index.html: the top of the page from the serving remote's own
// template (its first-view.json, first-view-template.ts) filled with the record's values, inside the shell's frame (its
// first-view-frame.json: the header bar and the main element, drawn by the shell's build from its layout's
// components), with the CSS inline in the head so nothing waits on a script or a stylesheet.
//
// The part written here is the layer over the app and the font faces. The page's top (its sizes, words, layout) is the
// remote's and the header bar the shell's, so each release changes its own part without the API. The layer sits over
// the app (which is hidden meanwhile, so one heading is read at a time) until the shell removes it
// (shell/src/lib/first-view.ts). Every value from a record is escaped; the template's and the frame's markup were
// checked when they were read.
import {
  fillFirstView,
  FIRST_VIEW_PAGE,
  type FirstViewFrame,
  type FirstViewPage,
  type FirstViewTemplate,
} from '@shop/contracts/first-view.ts';
import { shopFontFaces } from '@shop/ui/font-faces.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { FirstView } from './first-view.ts';

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

const LAYER_STYLE = [
  'body{margin:0}',
  `#${FIRST_VIEW_ID}{position:absolute;top:0;left:0;right:0;z-index:1000;min-height:100vh;box-sizing:border-box;background:#fff;color:#000;font-family:Manrope,'Noto Sans Khmer',system-ui,sans-serif;font-size:1rem;line-height:1.55;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}`,
  `#${FIRST_VIEW_ID} *{box-sizing:border-box}`,
  // The app under it is laid out but not drawn, and not read out: there is one heading at a time.
  `#${FIRST_VIEW_ID}~#root{visibility:hidden}`,
].join('');

/** What a first view is drawn from: the serving remote's template of the page, and the shell's frame around it. */
export interface FirstViewSources {
  page: FirstViewTemplate;
  frame: FirstViewFrame;
}

/** The inline <style> of the first view (the Content-Security-Policy's style-src allows inline styles: Mantine needs them). */
export function firstViewStyle(fontUrl: FontUrl, { page, frame }: FirstViewSources, kind: FirstViewPage): string {
  const css = [...fontFaces(fontUrl), LAYER_STYLE, frame.style, page.styles[kind] ?? ''];
  return `<style id="${FIRST_VIEW_ID}-style">${css.join('')}</style>`;
}

/** The first view's element, or undefined when the template has no page of this kind in this language. */
export function firstViewMarkup(view: FirstView, { page, frame }: FirstViewSources): string | undefined {
  const markup = page.pages[view.locale][view.page];
  if (markup === undefined) return undefined;
  const body = fillFirstView(markup, { ...view.values, locale: view.locale }, escapeHtml);
  // Split, not replaced: the filled page is not a replacement pattern.
  const [before, after] = frame.frames[view.locale].split(FIRST_VIEW_PAGE);
  // Which release's template drew it, for whoever reads the page (and the release test).
  const release = escapeHtml(`${page.remote}@${page.version}`);
  return `<div id="${FIRST_VIEW_ID}" data-page="${view.page}" data-template="${release}">${before}${body}${after}</div>`;
}

/** index.html with the first view's style in its head and the view itself just before the app's root element. */
export function withFirstView(html: string, view: FirstView, sources: FirstViewSources, fontUrl: FontUrl): string {
  const root = /<div id="root"><\/div>/i;
  const markup = firstViewMarkup(view, sources);
  if (!markup || !root.test(html)) return html;
  return html
    .replace(/<\/head>/i, (head) => `  ${firstViewStyle(fontUrl, sources, view.page)}\n  ${head}`)
    .replace(root, (element) => `${markup}\n    ${element}`);
}
