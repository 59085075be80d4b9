import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartLine, DeliveryQuote, DeliveryQuoteBody } from '@shop/contracts';
import { http, retryUnlessClientError, dataOf } from '@shop/client';
import { deliveryQuoteKeys } from './checkout-keys.ts';

/** Where a quote is for: a saved location of the shopper's, or a province chosen on the cart page. */
export type QuoteDestination = { userLocationId: number } | { locationId: number };

/**
 * POST /api/frontend/delivery/quote: each supplier part of the cart priced to the destination (its shipping options
 * with fee and days, store pickup, cash on delivery). A read, though it is a POST: it changes nothing.
 */
export async function getDeliveryQuote(body: DeliveryQuoteBody): Promise<DeliveryQuote> {
  const data = await dataOf<DeliveryQuote>(http.post('/api/frontend/delivery/quote', { json: body }));
  return data;
}

/** The quote's lines: the cart's stocks, units and quantities, as a guest's browser keeps them. */
export const quoteLines = (lines: readonly CartLine[]): DeliveryQuoteBody['lines'] =>
  lines.map((line) => ({ stockId: line.stockId, itemUnitId: line.unit.id, quantity: line.quantity }));

export const deliveryQuoteQueryOptions = (body: DeliveryQuoteBody) =>
  queryOptions({
    queryKey: deliveryQuoteKeys.list(body),
    queryFn: () => getDeliveryQuote(body),
    retry: retryUnlessClientError,
  });

/** The quote for the cart's lines to `destination`; nothing is asked until both are known. */
export function useDeliveryQuote(destination: QuoteDestination | null, lines: readonly CartLine[]) {
  const body: DeliveryQuoteBody = { ...destination, lines: quoteLines(lines) };
  return useQuery({
    ...deliveryQuoteQueryOptions(body),
    enabled: destination !== null && lines.length > 0,
    // Another address or quantity keeps the figures on screen until the new ones arrive, instead of a flash.
    placeholderData: keepPreviousData,
  });
}
