import { useMutation } from '@tanstack/react-query';
import { http, dataOf } from '@shop/client';
import type { ReceiptView } from '@shop/contracts';
import { refreshAfterReceipt } from '../query-keys.ts';

// A receipt's move to PAID, used by the invoices drawer and the receipts list alike.

/** PATCH /api/backend/receipt/:id/status?status=PAID. */
export const updateReceiptPaid = (id: number) =>
  dataOf<ReceiptView>(http.patch(`/api/backend/receipt/${id}/status`, { searchParams: { status: 'PAID' } }));

export const usePayReceipt = () => useMutation({ mutationFn: updateReceiptPaid, onSettled: refreshAfterReceipt });
