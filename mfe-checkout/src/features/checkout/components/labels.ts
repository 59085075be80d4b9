// The enumerations' values in the shopper's language (the API sends the English values of product spec §3).
import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DeliveryChoice, OrderSummary, PaymentMethodView } from '@shop/contracts';

type ShippingOption = OrderSummary['shippingOption'];

export const shippingLabels: Record<ShippingOption, MessageDescriptor> = {
  'Ground Way': msg`By road`,
  'Rail Way': msg`By rail`,
  'Water Way': msg`By water`,
  'Air Way': msg`By air`,
};

/** A part's delivery: a shipping option, or collecting it at the supplier's store. */
export const deliveryChoiceLabels: Record<DeliveryChoice, MessageDescriptor> = {
  ...shippingLabels,
  STORE_PICKUP: msg`Pick up at the store`,
};

/** How long a shipped part takes once accepted: "Same day", "1 day", "2–3 days". */
export function daysText(i18n: I18n, daysMin: number | null, daysMax: number | null): string | null {
  if (daysMin === null || daysMax === null) return null;
  if (daysMax === 0) return i18n._(msg`Same day`);
  if (daysMin === daysMax) return plural(daysMax, { one: '# day', other: '# days' });
  return i18n._(msg`${daysMin}–${daysMax} days`);
}

export const paymentKindLabels: Record<PaymentMethodView['type'], MessageDescriptor> = {
  CASH: msg`Cash`,
  BANK: msg`Bank transfer`,
};

export const orderStatusLabels: Record<OrderSummary['status'], MessageDescriptor> = {
  PENDING: msg`Pending`,
  ACCEPTED: msg`Accepted`,
  PROCESSING: msg`Processing`,
  DELIVERED: msg`Delivered`,
  PAID: msg`Paid`,
  CANCELLED: msg`Cancelled`,
};
