import { createQueryKeys, useSessionStore } from '@shop/client';

export const cartKeys = createQueryKeys('cart');

/**
 * The signed-in shopper's cart. Keyed by user so that after signing out and in as someone else (the query
 * cache is the page's, shared by every remote) the previous shopper's cart is never shown.
 */
export const myCartKey = () => cartKeys.detail(useSessionStore.getState().user?.id ?? 0);
