// The words for each order status, shared by the shopper's pages, the staff desk and the error wordings
// (an order "is now Accepted"). A status this build does not know yet is shown as the API names it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

export const orderStatusLabels: Readonly<Record<string, MessageDescriptor>> = {
  ALL: msg`All`,
  PENDING: msg`Pending`,
  ACCEPTED: msg`Accepted`,
  PROCESSING: msg`Processing`,
  DELIVERED: msg`Delivered`,
  PAID: msg`Paid`,
  CANCELLED: msg`Cancelled`,
};

/** `(status) => words` in the current language (`ALL` is the tab that shows every status). */
export function useOrderStatusLabel(): (status: string) => string {
  const { i18n } = useLingui();
  return (status) => {
    const label = orderStatusLabels[status];
    return label ? i18n._(label) : status;
  };
}
