import { Image } from '@mantine/core';
import { DETAIL_PICTURE_SIZES, srcSet, type PictureSize } from '@shop/contracts/picture-sizes.ts';

/**
 * A part's or accessory's main picture. With WebP sizes the browser picks one for the column's width and the screen
 * (a 390 px phone a phone-sized one, not the upload); a picture without sizes (the demo's SVGs) is sent as it is.
 * The first view draws the same `srcset`/`sizes`, so the picture it started loading is the one kept here.
 */
export function DetailPicture({ src, sizes, alt }: { src: string | null; sizes: readonly PictureSize[]; alt: string }) {
  return (
    <Image
      src={src}
      srcSet={sizes.length > 0 ? srcSet(sizes) : undefined}
      sizes={sizes.length > 0 ? DETAIL_PICTURE_SIZES : undefined}
      alt={alt}
      radius="md"
      fit="contain"
      mah={320}
    />
  );
}
