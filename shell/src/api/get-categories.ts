import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getPage } from '@shop/client';
import type { Category } from '@shop/contracts';

/**
 * The catalogue's keys for categories (mfe-catalog's `categoryKeys`, from the same factory): the shell's menu and the
 * catalogue's pages share one cached answer without the shell importing the remote.
 */
export const categoryKeys = createQueryKeys('category');

/** GET /api/frontend/category: every part category, in shop order. */
export const getCategories = () => getPage<Category>('/api/frontend/category', { page: 0, size: 100 });

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.lists(), queryFn: getCategories, staleTime: 5 * 60_000 });

/** The part categories, read only once `enabled` (the menu's list opened). */
export const useCategories = (enabled: boolean) => useQuery({ ...categoriesQueryOptions(), enabled });
