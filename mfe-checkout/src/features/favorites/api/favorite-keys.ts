import { createQueryKeys, useSessionStore } from '@shop/client';

export const favoriteKeys = createQueryKeys('favorite');

/** The signed-in shopper's favourites, keyed by user like the cart (the page's query cache outlives a sign-out). */
export const myFavoritesKey = () => favoriteKeys.list({ userId: useSessionStore.getState().user?.id ?? 0 });
