import { createQueryKeys } from '@shop/client';

export const paymentMethodKeys = createQueryKeys('payment-method');
/** This remote's own key for orders it placed (the account remote keeps its own order lists). */
export const placedOrderKeys = createQueryKeys('placed-order');
/** Cambodia's provinces: the same key as the account remote's, so the shared query client holds them once. */
export const provinceKeys = createQueryKeys('location');
export const deliveryQuoteKeys = createQueryKeys('delivery-quote');
