import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { http, dataOf } from '@shop/client';
import { returnKeys, returnStockKeys } from './keys.ts';

/** DELETE /api/backend/supplier-return-stock/:id: the units go back into the stock. */
export const deleteReturn = (id: number) => dataOf<null>(http.delete(`/api/backend/supplier-return-stock/${id}`));

export const useDeleteReturn = () =>
  useMutation({
    mutationFn: deleteReturn,
    onSuccess: () => refreshAfterWrite(returnKeys.all, returnStockKeys.all, ['audit']),
  });
