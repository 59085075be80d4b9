import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { http, dataOf } from '@shop/client';
import type { OrderDetailView, ORDER_STATUSES } from '@shop/contracts';
import { orderCountKeys, orderKeys } from '../../../lib/query-keys.ts';

export type OrderStatusName = (typeof ORDER_STATUSES)[number];

/** The staff routes of each move (PUT /api/backend/order/<path>/:id). */
const MOVE_PATHS: Partial<Record<OrderStatusName, string>> = {
  ACCEPTED: 'accepted',
  PROCESSING: 'processing',
  DELIVERED: 'delivered',
  PAID: 'paid',
  CANCELLED: 'cancelled',
};

export interface OrderMove {
  to: OrderStatusName;
  /** A move's note; a cancel's reasons. */
  note?: string;
  refundNote?: string;
}

/** PUT /api/backend/order/<move>/:id: a cancel sends its reasons (and refund note), any other move its note. */
export function moveOrder(orderId: number, move: OrderMove) {
  const json =
    move.to === 'CANCELLED'
      ? { reasons: move.note ?? '', ...(move.refundNote ? { refundNote: move.refundNote } : {}) }
      : move.note
        ? { note: move.note }
        : {};
  return dataOf<OrderDetailView>(http.put(`/api/backend/order/${MOVE_PATHS[move.to]}/${orderId}`, { json }));
}

export const useMoveOrder = (orderId: number) =>
  useMutation({
    mutationFn: (move: OrderMove) => moveOrder(orderId, move),
    onSettled: () => refreshAfterWrite(orderKeys.all, orderCountKeys.all, ['audit']),
  });
