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
