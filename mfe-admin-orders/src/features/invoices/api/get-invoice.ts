import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, retryUnlessClientError } from '@shop/client';
import type { InvoiceView } from '@shop/contracts';
import { invoiceKeys } from '../../../lib/query-keys.ts';

/**
 * One invoice for the print view, through the viewer's own list (`?id=`): an admin's reaches every invoice, a
 * supplier's only its own, so a supplier asking for another's gets null (not found) as the API decides, never the data.
 * (`GET /api/backend/invoice/:id` is one of the contract's "Method not implemented." routes.)
 */
export async function getInvoice(id: number, asSupplier: boolean): Promise<InvoiceView | null> {
  const page = await getPage<InvoiceView>(asSupplier ? '/api/backend/invoice/supplier' : '/api/backend/invoice', {
    status: 'ALL',
    id,
  });
  return page.data[0] ?? null;
}

export const invoiceQueryOptions = (id: number, asSupplier: boolean) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => getInvoice(id, asSupplier),
    retry: retryUnlessClientError,
  });

export const useInvoice = (id: number, asSupplier: boolean) => useQuery(invoiceQueryOptions(id, asSupplier));
