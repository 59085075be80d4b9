import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getPage } from '@shop/client';
import type { Supplier } from '@shop/contracts';

const supplierKeys = createQueryKeys('backend-supplier');

/** GET /api/backend/supplier (admins): the suppliers for the lists' supplier filters (the first 100). */
export const getSuppliers = () => getPage<Supplier>('/api/backend/supplier', { size: 100 });

export const suppliersQueryOptions = () =>
  queryOptions({ queryKey: supplierKeys.list({ size: 100 }), queryFn: getSuppliers });

export const useSuppliers = (enabled: boolean) => useQuery({ ...suppliersQueryOptions(), enabled });
