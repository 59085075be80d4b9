import { createQueryKeys } from '@shop/client';

/** Supplier returns (lists and one return), and the stocks a return can be made from. */
export const returnKeys = createQueryKeys('backend-supplier-return-stock');
export const returnStockKeys = createQueryKeys('backend-order-stock');
