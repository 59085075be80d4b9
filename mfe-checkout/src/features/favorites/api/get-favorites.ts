import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteItem } from '@shop/contracts';
import type { Static } from 'typebox';
import { getPage } from '@shop/client';
import { myFavoritesKey } from './favorite-keys.ts';

export type Favorite = Static<typeof FavoriteItem>;

/** The API's largest page. */
const PAGE_SIZE = 100;

/**
 * GET /api/frontend/favorite, every page: all my favourite items, newest first. One list serves the
 * favourites page and every heart on a page of cards, so a page of forty cards asks once.
 */
export async function getAllFavorites(): Promise<Favorite[]> {
  const all: Favorite[] = [];
  for (let page = 0; ; page += 1) {
    const { data, pagination } = await getPage<Favorite>('/api/frontend/favorite', { page, size: PAGE_SIZE });
    all.push(...data);
    if (page + 1 >= pagination.totalPage || data.length === 0) return all;
  }
}

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: myFavoritesKey(), queryFn: getAllFavorites, staleTime: 60_000 });

/** Only a signed-in shopper has favourites; for anyone else nothing is asked. */
export function useFavorites(enabled: boolean) {
  return useQuery({ ...favoritesQueryOptions(), enabled });
}
