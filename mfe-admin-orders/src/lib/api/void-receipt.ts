import { useMutation } from '@tanstack/react-query';
import { http, dataOf } from '@shop/client';
import type { ReceiptView } from '@shop/contracts';
import { refreshAfterReceipt } from '../query-keys.ts';

// A receipt's move to VOID, used by the invoices drawer and the receipts list alike.

/** PATCH /api/backend/receipt/void/:id/status?status=VOID. */
export const updateReceiptVoid = (id: number) =>
  dataOf<ReceiptView>(http.patch(`/api/backend/receipt/void/${id}/status`, { searchParams: { status: 'VOID' } }));

export const useVoidReceipt = () => useMutation({ mutationFn: updateReceiptVoid, onSettled: refreshAfterReceipt });
