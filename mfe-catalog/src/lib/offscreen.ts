import type { CSSProperties } from 'react';

/**
 * Style for a block of a long page that the browser may skip while it is off screen (CSS `content-visibility: auto`):
 * no style, layout or paint work for it until it nears the viewport. The catalogue's pages start with far more below
 * the fold than on screen (a phone sees the first cards of a grid of twenty), and that work was most of the long
 * rendering tasks of their start (Lighthouse's Total Blocking Time). Skipped content stays in the page: find-in-page,
 * the accessibility tree and links work as before. `height` is the block's expected height in pixels, kept for it
 * until it has been drawn once (then the browser remembers its real size), so the scroll bar hardly moves.
 */
export function offscreenSkipped(height: number): CSSProperties {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` };
}
