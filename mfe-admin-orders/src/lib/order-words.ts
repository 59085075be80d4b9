import { useLingui } from '@lingui/react/macro';

/** The words for each order status (and the `ALL` tab); a status this build does not know is shown as the API names it. */
export function useOrderStatusLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    ALL: t`All`,
    PENDING: t`Pending`,
    ACCEPTED: t`Accepted`,
    PROCESSING: t`Processing`,
    DELIVERED: t`Delivered`,
    PAID: t`Paid`,
    CANCELLED: t`Cancelled`,
  };
  return (status: string) => labels[status] ?? status;
}

/** The words for each way to pay. */
export function usePaymentMethodLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = { CASH: t`Cash`, BANK: t`Bank transfer` };
  return (method: string) => labels[method] ?? method;
}

/** The words for each receipt status (PENDING reads "Recorded": counted against what is due, not confirmed yet). */
export function useReceiptStatusLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = { PENDING: t`Recorded`, PAID: t`Paid`, VOID: t`Void` };
  return (status: string) => labels[status] ?? status;
}
