// The server draws the top of a storefront page into the HTML (its "first view": header bar, heading, lead text;
// api/src/modules/seo/first-view-html.ts) so it shows before any JavaScript runs, with the app hidden beneath it.
// The shell hands over once the app draws the page itself, and not before: removing the view earlier would show
// the app's spinner or skeleton in place of a heading that was already there.

/** The element the API writes (FIRST_VIEW_ID there). */
const FIRST_VIEW_ID = 'first-view';
/** The view's own stylesheet in the head (FIRST_VIEW_STYLE_ID in the API). */
const FIRST_VIEW_STYLE_ID = 'first-view-style';

/**
 * The app has drawn the page when the page's heading is in its main area, or an alert stands there instead (the
 * remote is down, the record could not be loaded). Every page the server draws a first view for has an h1.
 */
const PAGE_DRAWN = 'main h1, main [role="alert"]';

/**
 * The longest the first view stands in for the app. A page that never draws its heading (a failure no error boundary
 * caught) must not stay hidden beneath it for good; healthy pages hand over within a few seconds even on a slow phone,
 * and a remote that is down shows its Retry alert in about one.
 */
export const LONGEST_FIRST_VIEW_MS = 10_000;

export const hasFirstView = (): boolean => document.getElementById(FIRST_VIEW_ID) !== null;

/**
 * Removes the first view in the same task as the commit that puts the page's heading into `root` (a mutation
 * observer's callback runs before the browser paints), so the real heading takes the place of the drawn one without
 * a frame of anything else between them.
 */
export function handOverFirstView(root: HTMLElement): void {
  const view = document.getElementById(FIRST_VIEW_ID);
  if (!view) return;
  const handOver = () => {
    observer.disconnect();
    window.clearTimeout(deadline);
    view.remove();
    // The view's stylesheet (Mantine's rules unlayered) would otherwise outrank the app's layered Mantine styles.
    document.getElementById(FIRST_VIEW_STYLE_ID)?.remove();
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector(PAGE_DRAWN)) handOver();
  });
  observer.observe(root, { childList: true, subtree: true });
  const deadline = window.setTimeout(handOver, LONGEST_FIRST_VIEW_MS);
}

/**
 * The longest the app's start waits for the first view's paint: a tab in the background paints nothing, and a font
 * that is slow to arrive must not hold the app back.
 */
export const LONGEST_PAINT_WAIT_MS = 1000;

const LCP = 'largest-contentful-paint';

/**
 * Resolves once the first view has been painted with its fonts (it draws with `font-display: block`), at once when
 * the page has none or the browser cannot tell (no Largest Contentful Paint entries: Safari), and at the latest after
 * LONGEST_PAINT_WAIT_MS. The shell starts the app after it (index.ts): main.js runs as soon as the HTML is parsed,
 * often before the browser's first frame, and the app's shared chunks it then requests (about 200 KB) would be
 * downloaded beside the fonts the view waits for, and counted by Lighthouse as what the page's largest paint depended
 * on. Started after the paint, they load behind it; the view already shows the page.
 */
export function firstViewPainted(): Promise<void> {
  const view = document.getElementById(FIRST_VIEW_ID);
  if (!view || !PerformanceObserver.supportedEntryTypes?.includes(LCP)) return Promise.resolve();
  return new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      window.clearTimeout(deadline);
      resolve();
    };
    // A paint inside the view means it is laid out and its fonts are asked for; once they are in, the next frame
    // paints its text in them.
    const observer = new PerformanceObserver((list) => {
      const inView = list
        .getEntries()
        .some((entry) => view.contains((entry as PerformanceEntry & { element?: Element | null }).element ?? null));
      if (inView) void document.fonts.ready.then(() => requestAnimationFrame(() => window.setTimeout(done, 0)));
    });
    observer.observe({ type: LCP, buffered: true });
    const deadline = window.setTimeout(done, LONGEST_PAINT_WAIT_MS);
  });
}
