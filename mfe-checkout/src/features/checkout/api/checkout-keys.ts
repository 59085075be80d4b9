import { createQueryKeys } from '@shop/client';

export const paymentMethodKeys = createQueryKeys('payment-method');
export const shippingOptionKeys = createQueryKeys('shipping-option');
/** This remote's own key for orders it placed (the account remote keeps its own order lists). */
export const placedOrderKeys = createQueryKeys('placed-order');
