import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getData } from '@shop/client';
import type { Brand } from '@shop/contracts';

export const garageBrandKeys = createQueryKeys('garage-brands');

/** GET /api/frontend/brand: the vehicle brands (the first hundred, every brand the shop has). */
export const getBrands = () => getData<Brand[]>('/api/frontend/brand', { searchParams: { size: 100 } });

export const brandsQueryOptions = () =>
  queryOptions({ queryKey: garageBrandKeys.lists(), queryFn: getBrands, staleTime: 300_000 });

export const useBrands = (enabled: boolean) => useQuery({ ...brandsQueryOptions(), enabled });
