import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getData, http, dataOf } from '@shop/client';
import type { InvoiceReceipts, ReceiptBody, ReceiptView } from '@shop/contracts';
import { invoiceReceiptKeys, refreshAfterReceipt } from '../../../lib/query-keys.ts';

/** GET /api/backend/invoice/:id/receipts: the receipts with the invoice's total, paid, pending and due. */
export const getInvoiceReceipts = (invoiceId: number) =>
  getData<InvoiceReceipts>(`/api/backend/invoice/${invoiceId}/receipts`);

export const invoiceReceiptsQueryOptions = (invoiceId: number) =>
  queryOptions({ queryKey: invoiceReceiptKeys.detail(invoiceId), queryFn: () => getInvoiceReceipts(invoiceId) });

export const useInvoiceReceipts = (invoiceId: number) => useQuery(invoiceReceiptsQueryOptions(invoiceId));

/** POST /api/backend/receipt. */
export const createReceipt = (body: ReceiptBody) =>
  dataOf<ReceiptView>(http.post('/api/backend/receipt', { json: body }));
export const useCreateReceipt = () => useMutation({ mutationFn: createReceipt, onSuccess: refreshAfterReceipt });
