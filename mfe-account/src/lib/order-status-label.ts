import { useLingui } from '@lingui/react/macro';

// Shared by the order badges and the notifications, which word a status move with the same labels.
/** The words for each order status; a status this build does not know yet is shown as the API names it. */
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
