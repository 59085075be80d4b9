import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { Brand } from '@shop/contracts';
import { getPage } from '@shop/client';
import { brandKeys } from './brand-keys.ts';

export type BrandSummary = Pick<Brand, 'id' | 'name' | 'nameKh' | 'logo'>;

export interface BrandListParams {
  page: number;
  size: number;
}

/** Every brand the shop sells for, in one page: the vehicle selector, the home grid and the brand page list them all. */
export const ALL_BRANDS: BrandListParams = { page: 0, size: 100 };

/** GET /api/frontend/brand: a page of vehicle brands. */
export function getBrands(params: BrandListParams) {
  return getPage<BrandSummary>('/api/frontend/brand', { page: params.page, size: params.size });
}

export function brandsQueryOptions(params: BrandListParams) {
  return queryOptions({
    queryKey: brandKeys.list(params),
    queryFn: () => getBrands(params),
  });
}

export function useBrands(params: BrandListParams) {
  return useQuery(brandsQueryOptions(params));
}

/** The brands for a page that draws them at once (the home page's grid, under its Suspense boundary). */
export function useSuspenseBrands(params: BrandListParams) {
  return useSuspenseQuery(brandsQueryOptions(params));
}
