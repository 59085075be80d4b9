// The server draws the top of a storefront page into the HTML (its "first view": header bar, heading, lead text;
// api/src/modules/seo/first-view-html.ts) so it shows before any JavaScript runs, with the app hidden beneath it.
// The shell hands over once the app draws the page itself, and not before: removing the view earlier would show
// the app's spinner or skeleton in place of a heading that was already there.

/** The element the API writes (FIRST_VIEW_ID there). */
const FIRST_VIEW_ID = 'first-view';

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
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector(PAGE_DRAWN)) handOver();
  });
  observer.observe(root, { childList: true, subtree: true });
  const deadline = window.setTimeout(handOver, LONGEST_FIRST_VIEW_MS);
}
