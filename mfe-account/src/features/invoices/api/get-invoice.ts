import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceView } from '@shop/contracts';
import { getData } from '@shop/client';
import { invoiceKeys } from './keys.ts';

/** GET /api/frontend/invoice/:id: one invoice of my orders with its lines. */
export function getInvoice(id: number): Promise<InvoiceView> {
  return getData<InvoiceView>(`/api/frontend/invoice/${id}`);
}

// Invoices are never edited (decisions.md); only their status can move to CANCELLED.
export const invoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) });

export function useInvoice(id: number) {
  return useQuery(invoiceQueryOptions(id));
}
