// A picture's WebP sizes as the storefront offers them to the browser (`<img srcset sizes>`), so a phone downloads a
// phone-sized picture and a wide screen a sharp one. Plain TypeScript (no TypeBox): the storefront imports it
// without the contracts' schemas, and the API's first view writes the same `srcset` into the page's HTML.

/** One WebP size of a picture: its address and its width in pixels. */
export interface PictureSize {
  url: string;
  width: number;
}

/** The `srcset` of a picture's sizes (`/files/a 160w, /files/b 320w`); empty for a picture without sizes (SVG). */
export const srcSet = (sizes: readonly PictureSize[]): string =>
  sizes.map((size) => `${size.url} ${size.width}w`).join(', ');

/**
 * The `sizes` of a part's or accessory's main picture: the page's 5-of-12 column from Mantine's `sm` (48em) in a
 * Container xl (1320 px, 16 px sides), the whole width less the sides on a phone. The first view's template
 * (mfe-catalog/src/first-view/template.ts) reads it too.
 */
export const DETAIL_PICTURE_SIZES = '(min-width: 1320px) 520px, (min-width: 48em) 40vw, calc(100vw - 32px)';
