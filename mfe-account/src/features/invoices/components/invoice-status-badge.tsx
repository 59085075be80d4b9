import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function useInvoiceStatusLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = { ALL: t`All`, ACCEPTED: t`Issued`, CANCELLED: t`Cancelled` };
  return (status: string) => labels[status] ?? status;
}

export function InvoiceStatusBadge({ status }: { status: string }) {
  const label = useInvoiceStatusLabel();
  return (
    <Badge
      variant="light"
      color={status === 'CANCELLED' ? 'gray' : 'green'}
      data-testid="invoice-status"
      data-status={status}
    >
      {label(status)}
    </Badge>
  );
}
