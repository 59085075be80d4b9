import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { getData, http } from '@shop/client';
import type { InvoiceReceipts, ReceiptBody, ReceiptView } from '@shop/contracts';
import { invoiceKeys, invoiceReceiptKeys, orderCountKeys, orderKeys } from '../../../lib/query-keys.ts';

/** GET /api/backend/invoice/:id/receipts: the receipts with the invoice's total, paid, pending and due. */
export const getInvoiceReceipts = (invoiceId: number) => getData<InvoiceReceipts>(`/api/backend/invoice/${invoiceId}/receipts`);

export const invoiceReceiptsQueryOptions = (invoiceId: number) => queryOptions({ queryKey: invoiceReceiptKeys.detail(invoiceId), queryFn: () => getInvoiceReceipts(invoiceId) });

export const useInvoiceReceipts = (invoiceId: number) => useQuery(invoiceReceiptsQueryOptions(invoiceId));

/** POST /api/backend/receipt. */
export const createReceipt = (body: ReceiptBody) => http.post('/api/backend/receipt', { json: body }).json<{ data: ReceiptView }>();
/** PATCH /api/backend/receipt/:id/status?status=PAID. */
export const payReceipt = (id: number) => http.patch(`/api/backend/receipt/${id}/status`, { searchParams: { status: 'PAID' } }).json<{ data: ReceiptView }>();
/** PATCH /api/backend/receipt/void/:id/status?status=VOID. */
export const voidReceipt = (id: number) => http.patch(`/api/backend/receipt/void/${id}/status`, { searchParams: { status: 'VOID' } }).json<{ data: ReceiptView }>();

// A receipt can move its order to PAID: the order lists, counts and details refresh too.
const refresh = () => refreshAfterWrite(invoiceReceiptKeys.all, invoiceKeys.all, orderKeys.all, orderCountKeys.all, ['audit']);

export const useCreateReceipt = () => useMutation({ mutationFn: createReceipt, onSuccess: refresh });
export const usePayReceipt = () => useMutation({ mutationFn: payReceipt, onSettled: refresh });
export const useVoidReceipt = () => useMutation({ mutationFn: voidReceipt, onSettled: refresh });
