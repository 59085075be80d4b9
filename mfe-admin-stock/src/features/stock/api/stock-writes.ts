import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { http, dataOf } from '@shop/client';
import type {
  AdjustmentBody,
  AdjustmentView,
  StockBody,
  StockIncreaseBody,
  StockPatch,
  StockPriceBody,
  StockPriceResult,
  StockView,
} from '@shop/contracts';
import { stockHistoryKeys, stockItemKeys, stockKeys } from './keys.ts';

/** POST /api/backend/stock */
export const createStock = async (body: StockBody) =>
  await dataOf<StockView>(http.post('/api/backend/stock', { json: body }));
/** PUT /api/backend/stock/:id (prices, threshold) */
export const updateStock = async (id: number, patch: StockPatch) =>
  await dataOf<StockView>(http.put(`/api/backend/stock/${id}`, { json: patch }));
/** PUT /api/backend/stock/increase-stock/:id */
export const increaseStock = async (id: number, body: StockIncreaseBody) =>
  await dataOf<StockView>(http.put(`/api/backend/stock/increase-stock/${id}`, { json: body }));
/** POST /api/backend/adjustment */
export const createAdjustment = async (body: AdjustmentBody) =>
  await dataOf<AdjustmentView>(http.post('/api/backend/adjustment', { json: body }));
/** PUT /api/backend/stock/price: one result per stock. */
export const changeStockPrices = async (body: StockPriceBody) =>
  await dataOf<StockPriceResult[]>(http.put('/api/backend/stock/price', { json: body }));
/** DELETE /api/backend/stock/:id */
export const deleteStock = async (id: number) => {
  await http.delete(`/api/backend/stock/${id}`);
};

/** Every stock write changes lists, the stock, its history and the history panels. */
const refresh = () => refreshAfterWrite(stockKeys.all, stockHistoryKeys.all, stockItemKeys.all, ['audit']);

export function useStockWrites() {
  return {
    create: useMutation({ mutationFn: createStock, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: number; patch: StockPatch }) => updateStock(id, patch),
      onSuccess: refresh,
    }),
    increase: useMutation({
      mutationFn: ({ id, body }: { id: number; body: StockIncreaseBody }) => increaseStock(id, body),
      onSuccess: refresh,
    }),
    adjust: useMutation({ mutationFn: createAdjustment, onSuccess: refresh }),
    prices: useMutation({ mutationFn: changeStockPrices, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteStock, onSuccess: refresh }),
  };
}
