import { Alert, Anchor, Card, Chip, Group, Pagination, Stack, Text } from '@mantine/core';
import { ListSkeleton } from '../../../lib/skeletons.tsx';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { InvoiceView } from '@shop/contracts';
import { Amount, apiErrorText, invoiceNumber } from '@shop/ui';
import { formatDate, localizedName } from '@shop/i18n';
import { INVOICE_FILTERS, useInvoices, type InvoiceFilter } from '../api/get-invoices.ts';
import { InvoiceStatusBadge, useInvoiceStatusLabel } from './invoice-status-badge.tsx';

interface InvoiceListProps {
  locale: string;
  status: InvoiceFilter;
  /** Zero-based. */
  page: number;
  onChange(next: { status: InvoiceFilter; page: number }): void;
}

/** The invoices of my orders: issued ones by default, or cancelled, or all; ten a page. */
export function InvoiceList({ locale, status, page, onChange }: InvoiceListProps) {
  const { t } = useLingui();
  const invoices = useInvoices({ status, page });
  const label = useInvoiceStatusLabel();
  return (
    <Stack gap="md">
      <Chip.Group value={status} onChange={(value) => onChange({ status: value as InvoiceFilter, page: 0 })}>
        <Group gap="xs" role="radiogroup" aria-label={t`Show invoices`}>
          {INVOICE_FILTERS.map((value) => (
            <Chip key={value} value={value} size="sm" variant="outline">
              {label(value)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {invoices.isPending ? (
        <ListSkeleton />
      ) : invoices.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(invoices.error)}
        </Alert>
      ) : invoices.data.data.length === 0 ? (
        <Text c="dimmed">{t`No invoices here. A store issues one when it accepts your order.`}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Invoices`}>
          {invoices.data.data.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} locale={locale} />
          ))}
        </Stack>
      )}
      {invoices.data && invoices.data.pagination.totalPage > 1 ? (
        <Pagination
          total={invoices.data.pagination.totalPage}
          value={page + 1}
          onChange={(next) => onChange({ status, page: next - 1 })}
        />
      ) : null}
    </Stack>
  );
}

function InvoiceRow({ invoice, locale }: { invoice: InvoiceView; locale: string }) {
  const { t, i18n } = useLingui();
  const number = invoiceNumber(invoice.id);
  const orderId = invoice.orderId;
  return (
    <Card
      withBorder
      component="li"
      data-testid="invoice-row"
      data-invoice-id={invoice.id}
      data-order-id={invoice.orderId}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Anchor component={Link} to={`/${locale}/invoices/${invoice.id}`} fw={700}>
              {t`Invoice ${number}`}
            </Anchor>
            <InvoiceStatusBadge status={invoice.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {formatDate(i18n, invoice.createdAt, 'long-date')} · {localizedName(invoice.supplier, i18n.locale)} ·{' '}
            <Anchor component={Link} to={`/${locale}/orders/${invoice.orderId}`} size="sm">
              {t`Order #${orderId}`}
            </Anchor>
          </Text>
        </Stack>
        <Amount usd={invoice.total} khr={invoice.totalKhr} size="md" strong testId="amount" />
      </Group>
    </Card>
  );
}
