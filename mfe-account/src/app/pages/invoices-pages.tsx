// The shopper's invoices: the list (status and page in the address) and one invoice, printable.
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { DocumentSkeleton } from '../../lib/skeletons.tsx';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router';
import { routeLocaleOrDefault } from '@shop/i18n';
import { useInvoice } from '../../features/invoices/api/get-invoice.ts';
import { INVOICE_FILTERS, type InvoiceFilter } from '../../features/invoices/api/get-invoices.ts';
import { InvoiceList } from '../../features/invoices/components/invoice-list.tsx';
import { PrintableInvoice } from '../../features/invoices/components/printable-invoice.tsx';
import { paysByKhqr } from '../../features/khqr/utils/pays-by-khqr.ts';
import { httpStatus } from '@shop/client';
import { NotFound } from './not-found.tsx';
import { apiErrorText, invoiceNumber, OrderKhqr, usePageTitle } from '@shop/ui';

const isFilter = (value: string | null): value is InvoiceFilter => INVOICE_FILTERS.includes(value as InvoiceFilter);

export function InvoicesPage() {
  const { t } = useLingui();
  usePageTitle(t`My invoices`);
  const locale = routeLocaleOrDefault(useParams().locale);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('status');
  // The API's default, and what a shopper looks for: invoices in force.
  const status: InvoiceFilter = isFilter(requested) ? requested : 'ACCEPTED';
  const page = Math.max(0, Number.parseInt(search.get('page') ?? '1', 10) - 1 || 0);
  return (
    <Stack gap="md">
      <Title order={1}>{t`My invoices`}</Title>
      <InvoiceList
        locale={locale}
        status={status}
        page={page}
        onChange={(next) => {
          const params = new URLSearchParams();
          if (next.status !== 'ACCEPTED') params.set('status', next.status);
          if (next.page > 0) params.set('page', String(next.page + 1));
          setSearch(params);
        }}
      />
    </Stack>
  );
}

export function InvoicePage() {
  const params = useParams();
  const locale = routeLocaleOrDefault(params.locale);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return <NotFound locale={locale} />;
  return <Invoice key={id} id={id} locale={locale} />;
}

function Invoice({ id, locale }: { id: number; locale: string }) {
  const { t } = useLingui();
  const invoice = useInvoice(id);
  const number = invoiceNumber(id);
  usePageTitle(t`Invoice ${number}`);
  if (invoice.isPending) {
    return <DocumentSkeleton />;
  }
  if (invoice.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {httpStatus(invoice.error) === 404 ? t`This invoice was not found.` : apiErrorText(invoice.error)}
        </Alert>
        <Anchor component={Link} to={`/${locale}/invoices`}>
          {t`Back to my invoices`}
        </Anchor>
      </Stack>
    );
  }
  const { orderId, paymentMethod, orderStatus } = invoice.data;
  // The order's KHQR code under its invoice, while the order is paid by bank transfer and may have something due.
  const payment = paysByKhqr({ paymentMethod, status: orderStatus }) ? <OrderKhqr orderId={orderId} /> : null;
  return <PrintableInvoice invoice={invoice.data} locale={locale} payment={payment} />;
}
