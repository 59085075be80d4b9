import { useMutation } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import type { FavoriteToggled } from '@shop/contracts';
import type { Static } from 'typebox';
import { http, queryClient, dataOf, useGuestShoppingStore } from '@shop/client';
import { apiErrorText, showToast } from '@shop/ui';
import { shopperOf } from '../../../lib/shopper.ts';
import { favoriteKeys, myFavoritesKey } from './favorite-keys.ts';
import type { Favorite } from './get-favorites.ts';

export type Toggled = Static<typeof FavoriteToggled>;

/** POST /api/frontend/favorite: adds the item to my favourites, or removes it if it was one. */
export async function toggleFavorite(itemId: number): Promise<Toggled> {
  const data = await dataOf<Toggled>(http.post('/api/frontend/favorite', { json: { itemId } }));
  return data;
}

/** A removal is applied to the cached list at once; an addition needs the item's names, so the list is read again. */
function favoriteToggled({ itemId, favorite }: Toggled): Promise<void> {
  if (!favorite) {
    queryClient.setQueryData<Favorite[]>(myFavoritesKey(), (list) =>
      list?.filter((entry) => entry.item.itemId !== itemId),
    );
    return Promise.resolve();
  }
  return queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
}

export function useToggleFavorite() {
  return useMutation({ mutationFn: toggleFavorite, onSuccess: favoriteToggled });
}

/** A heart's toggle refused or not sent: said in a toast. */
export function favoriteNotChanged(error: unknown): void {
  showToast({ color: 'red', title: t`Favorites not changed`, message: apiErrorText(error) });
}

/**
 * What a press of the heart does, with or without the button (it needs no component, so it completes after the button
 * is gone: the widgets export it for a press on the catalogue's stand-in made before they arrived). Signed out, the
 * browser keeps it until sign-in; a shopper's is posted; staff keep no favourites (the API refuses them).
 */
export async function pressFavorite(itemId: number): Promise<void> {
  const shopper = shopperOf();
  if (shopper.kind === 'staff') return;
  if (shopper.kind === 'signed-out') {
    useGuestShoppingStore.getState().toggleFavorite(itemId);
    return;
  }
  try {
    await favoriteToggled(await toggleFavorite(itemId));
  } catch (error) {
    favoriteNotChanged(error);
  }
}
