import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getData, retryUnlessClientError } from '@shop/client';
import type { KhqrCurrency, KhqrView } from '@shop/contracts';

/** Asks this long before the code's expiry (the API gives a new code once less than 10 minutes are left). */
const FRESH_BEFORE_MS = 5 * 60 * 1000;

// One key for every page that shows the code (the confirmation, the order, the invoice): one cache entry per order and currency.
export const khqrKeys = createQueryKeys('order-khqr');

/** GET /api/frontend/order/:id/khqr: the code for what is still due (409 when not a BANK order or nothing is due). */
export const getOrderKhqr = (orderId: number, currency: KhqrCurrency | undefined) =>
  getData<KhqrView>(`/api/frontend/order/${orderId}/khqr`, currency ? { searchParams: { currency } } : undefined);

export const orderKhqrQueryOptions = (orderId: number, currency: KhqrCurrency | undefined) =>
  queryOptions({
    queryKey: khqrKeys.detail(`${orderId}:${currency ?? 'picked'}`),
    queryFn: () => getOrderKhqr(orderId, currency),
    retry: retryUnlessClientError,
    // A code is shown again until a few minutes before it expires; then the page asks for a fresh one.
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      return expiresAt ? Math.max(Date.parse(expiresAt) - Date.now() - FRESH_BEFORE_MS, 1000) : false;
    },
  });

export const useOrderKhqr = (orderId: number, currency: KhqrCurrency | undefined) =>
  useQuery(orderKhqrQueryOptions(orderId, currency));
