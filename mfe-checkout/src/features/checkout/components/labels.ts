// The enumerations' values in the shopper's language (the API sends the English values of product spec §3).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderSummary, PaymentMethodView } from '@shop/contracts';
import type { ShippingOption } from '../api/get-shipping-options.ts';

export const shippingLabels: Record<ShippingOption, MessageDescriptor> = {
  'Ground Way': msg`By road`,
  'Rail Way': msg`By rail`,
  'Water Way': msg`By water`,
  'Air Way': msg`By air`,
};

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
