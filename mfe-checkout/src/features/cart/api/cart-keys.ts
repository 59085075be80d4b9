import { createQueryKeys } from '@shop/client';

/** The cart is one resource per signed-in shopper: `cartKeys.all` is it. */
export const cartKeys = createQueryKeys('cart');
