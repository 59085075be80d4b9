// A part's or accessory's main picture, on the detail pages and, drawn by the same component, in their first view
// (src/first-view/template.ts). Plain TypeScript with createElement, no JSX: Node reads it at build time.
import { createElement as h } from 'react';
import { Image } from '@mantine/core';
import { DETAIL_PICTURE_SIZES, srcSet, type PictureSize } from '@shop/contracts/picture-sizes.ts';

export interface DetailPictureProps {
  src: string | null;
  /** The WebP sizes the picture has, or (the first view's slot) their `srcset` already written. */
  sizes: readonly PictureSize[] | string;
  alt: string;
  /**
   * The room the picture keeps while it loads, in the first view (the app draws it once the picture is in): its stored
   * size, or the catalogue's usual 4:3 when the size is not known (then its own once loaded).
   */
  room?: { width: string; height: string } | 'usual';
}

/**
 * With WebP sizes the browser picks one for the column's width and the screen (a 390 px phone a phone-sized one, not
 * the upload); a picture without sizes (the demo's SVGs) is sent as it is. The first view draws the same `srcset` and
 * `sizes`, so the picture it started loading is the one kept here.
 */
export function DetailPicture({ src, sizes, alt, room }: DetailPictureProps) {
  const written = typeof sizes === 'string' ? sizes : sizes.length > 0 ? srcSet(sizes) : undefined;
  return h(Image<'img'>, {
    src,
    srcSet: written,
    sizes: written ? DETAIL_PICTURE_SIZES : undefined,
    alt,
    radius: 'md',
    fit: 'contain',
    mah: 320,
    // Its width is the column's: a stored size only gives the ratio.
    h: 'auto',
    ...(typeof room === 'object' ? room : {}),
    style: room === 'usual' ? { aspectRatio: 'auto 4 / 3' } : undefined,
  });
}
