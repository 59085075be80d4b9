// Parts' deliveries as an order and its invoices keep them (PartDelivery), for the front-end tests of the screens
// that show them.
import type { PartDelivery, QuotedPickup } from '../delivery-choice.ts';

/** A part the shopper collects at `store`: no fee, no cash-on-delivery fee, no days. */
export const storePickupAt = (store: QuotedPickup): PartDelivery => ({
  option: 'STORE_PICKUP',
  fee: '0.00',
  feeKhr: '0',
  codFee: '0.00',
  codFeeKhr: '0',
  daysMin: null,
  daysMax: null,
  pickup: store,
});
