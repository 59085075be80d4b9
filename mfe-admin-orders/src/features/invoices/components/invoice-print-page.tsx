import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSessionStore } from '@shop/client';
import { EmptyBlock, ErrorBlock, InvoiceDocument, LoadingBlock } from '@shop/ui';
import { Link, useParams } from 'react-router';
import { useInvoice } from '../api/get-invoice.ts';

/**
 * The printable invoice for staff: the same document the shopper prints (@shop/ui `InvoiceDocument`), for any
 * invoice the viewer may see (an admin every one, a supplier its own). Prints on A4 without the back-office chrome.
 */
export function InvoicePrintPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const asSupplier = useSessionStore((state) => state.user?.type === 'SUPPLIER');
  const invoice = useInvoice(id, asSupplier);
  const back = (
    <Anchor component={Link} to="../.." relative="path" size="sm" data-print="hide" className="no-print">
      {t`Back to invoices`}
    </Anchor>
  );
  if (invoice.isPending) return <LoadingBlock />;
  if (invoice.isError) return <ErrorBlock onRetry={() => void invoice.refetch()} />;
  if (!invoice.data) {
    return (
      <Stack gap="sm">
        {back}
        <EmptyBlock title={t`Invoice not found`} hint={t`It does not exist, or it is another supplier's.`} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" data-print="hide" className="no-print">
        {back}
        <Button onClick={() => window.print()} data-testid="invoice-print">
          {t`Print`}
        </Button>
      </Group>
      <InvoiceDocument invoice={invoice.data} />
    </Stack>
  );
}
