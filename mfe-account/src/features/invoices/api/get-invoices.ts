import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceView } from '@shop/contracts';
import { getPage } from '@shop/client';
import { invoiceKeys } from './keys.ts';

export const INVOICES_PAGE_SIZE = 10;
export const INVOICE_FILTERS = ['ACCEPTED', 'CANCELLED', 'ALL'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

export interface InvoicesParams {
  status: InvoiceFilter;
  /** Zero-based. */
  page: number;
}

/** GET /api/frontend/invoice: the invoices of my orders (one per store per accepted order), newest first. */
export function getInvoices({ status, page }: InvoicesParams) {
  return getPage<InvoiceView>('/api/frontend/invoice', { status, page, size: INVOICES_PAGE_SIZE });
}

export const invoicesQueryOptions = (params: InvoicesParams) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: () => getInvoices(params),
    placeholderData: keepPreviousData,
  });

export function useInvoices(params: InvoicesParams) {
  return useQuery(invoicesQueryOptions(params));
}
