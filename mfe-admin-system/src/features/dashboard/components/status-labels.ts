import { useLingui } from '@lingui/react/macro';

/** Order statuses in the reader's language (the same words as the orders screens). */
export function useStatusLabel(): (status: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    PENDING: t`Pending`,
    ACCEPTED: t`Accepted`,
    PROCESSING: t`Processing`,
    DELIVERED: t`Delivered`,
    PAID: t`Paid`,
    CANCELLED: t`Cancelled`,
  };
  return (status) => labels[status] ?? status;
}
