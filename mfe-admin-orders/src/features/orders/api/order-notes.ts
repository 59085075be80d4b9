import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { getData, http, dataOf } from '@shop/client';
import type { OrderNoteView } from '@shop/contracts';
import { orderNoteKeys } from '../../../lib/query-keys.ts';

/** GET /api/backend/order/:id/notes: the internal notes the staff member may read, oldest first. */
export const getOrderNotes = (orderId: number) => getData<OrderNoteView[]>(`/api/backend/order/${orderId}/notes`);

export const orderNotesQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: orderNoteKeys.detail(orderId), queryFn: () => getOrderNotes(orderId) });

export const useOrderNotes = (orderId: number) => useQuery(orderNotesQueryOptions(orderId));

/** POST /api/backend/order/:id/notes. */
export const createOrderNote = (orderId: number, body: string) =>
  dataOf<OrderNoteView>(http.post(`/api/backend/order/${orderId}/notes`, { json: { body } }));

export const useCreateOrderNote = (orderId: number) =>
  useMutation({
    mutationFn: (body: string) => createOrderNote(orderId, body),
    onSuccess: () => refreshAfterWrite(orderNoteKeys.detail(orderId), ['audit']),
  });
