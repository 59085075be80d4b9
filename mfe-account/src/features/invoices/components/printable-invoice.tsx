import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InvoiceView } from '@shop/contracts';
import { InvoiceDocument } from '@shop/ui';

interface PrintableInvoiceProps {
  invoice: InvoiceView;
  locale: string;
  /** How to pay what is due, printed with the invoice (the order's KHQR code when it is paid by bank transfer). */
  payment?: ReactNode;
}

/**
 * The shopper's invoice page: back to the list, Print, and the invoice document (@shop/ui), which prints alone (an
 * approved dealer's says "Dealer prices" under its totals, as the staff's print of it does).
 */
export function PrintableInvoice({ invoice, locale, payment }: PrintableInvoiceProps) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Group justify="space-between" className="no-print">
        <Anchor component={Link} to={`/${locale}/invoices`} size="sm">
          {t`Back to my invoices`}
        </Anchor>
        <Button onClick={() => window.print()} data-testid="invoice-print">
          {t`Print`}
        </Button>
      </Group>
      <InvoiceDocument invoice={invoice} payment={payment} />
    </Stack>
  );
}
