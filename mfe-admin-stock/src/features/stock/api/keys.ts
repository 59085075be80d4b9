import { createQueryKeys } from '@shop/client';

/** The stock desk's query keys: stock lists and details, each stock's history, adjustments, items to stock. */
export const stockKeys = createQueryKeys('backend-stock');
export const stockHistoryKeys = createQueryKeys('backend-stock-history');
export const stockItemKeys = createQueryKeys('backend-stock-items');
export const stockStoreKeys = createQueryKeys('backend-stock-stores');
