import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { http, dataOf } from '@shop/client';
import type { SupplierReturnBody, SupplierReturnView } from '@shop/contracts';
import { returnKeys, returnStockKeys } from './keys.ts';

/** POST /api/backend/supplier-return-stock: 409 RETURN_EXCEEDS_STOCK names `available` and `availableInUnit`. */
export const createReturn = (body: SupplierReturnBody) =>
  dataOf<SupplierReturnView>(http.post('/api/backend/supplier-return-stock', { json: body }));

// The stock's quantity changed: the stock picker's counts refresh with the returns.
export const useCreateReturn = () =>
  useMutation({
    mutationFn: createReturn,
    onSuccess: () => refreshAfterWrite(returnKeys.all, returnStockKeys.all, ['audit']),
  });
