import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { http, dataOf } from '@shop/client';
import type { ReceiptView } from '@shop/contracts';
import { invoiceKeys, invoiceReceiptKeys, orderCountKeys, orderKeys, receiptKeys } from './query-keys.ts';

// A receipt's two status moves, used by the invoices drawer and the receipts list alike.

/** PATCH /api/backend/receipt/:id/status?status=PAID. */
export const payReceipt = (id: number) =>
  dataOf<ReceiptView>(http.patch(`/api/backend/receipt/${id}/status`, { searchParams: { status: 'PAID' } }));
/** PATCH /api/backend/receipt/void/:id/status?status=VOID. */
export const voidReceipt = (id: number) =>
  dataOf<ReceiptView>(http.patch(`/api/backend/receipt/void/${id}/status`, { searchParams: { status: 'VOID' } }));

/** A receipt can move its order to PAID: the receipt and invoice lists, the order lists, counts and details refresh too. */
export const refreshAfterReceipt = () =>
  refreshAfterWrite(receiptKeys.all, invoiceReceiptKeys.all, invoiceKeys.all, orderKeys.all, orderCountKeys.all, [
    'audit',
  ]);

export const usePayReceipt = () => useMutation({ mutationFn: payReceipt, onSettled: refreshAfterReceipt });
export const useVoidReceipt = () => useMutation({ mutationFn: voidReceipt, onSettled: refreshAfterReceipt });
