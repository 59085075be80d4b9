import { useMutation } from '@tanstack/react-query';
import type { FavoriteToggled } from '@shop/contracts';
import type { Static } from 'typebox';
import { http, queryClient, dataOf } from '@shop/client';
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
