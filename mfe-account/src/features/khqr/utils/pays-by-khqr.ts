import type { OrderDetailView } from '@shop/contracts';

/** A BANK order that may still have something due shows its KHQR code (the API decides the amount). */
export const paysByKhqr = (order: Pick<OrderDetailView, 'paymentMethod' | 'status'>) =>
  order.paymentMethod === 'BANK' && order.status !== 'CANCELLED' && order.status !== 'PAID';
