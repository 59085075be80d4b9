import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { getPage, createQueryKeys } from '@shop/client';

export const reviewKeys = createQueryKeys('review');

/** A shopper's review of a stock; written in the orders slice, only read here. */
export interface StockReview {
  id: number;
  rating: number;
  comment: string | null;
  userName?: string | null;
  /** The reviewer's account was deleted: shown as "Former customer" in the reader's language, never by name. */
  formerCustomer?: boolean;
  createdAt: string;
}

/**
 * GET /api/frontend/review/stock/:id: the reviews of one stock. Until the orders slice serves reviews the
 * route answers 404, which simply means "no reviews yet" here.
 */
export async function getStockReviews(stockId: number) {
  try {
    return await getPage<StockReview>(`/api/frontend/review/stock/${stockId}`, { page: 0, size: 20 });
  } catch (error) {
    if ((error as { response?: Response }).response?.status === 404)
      return { data: [], pagination: { page: 0, pageSize: 20, totalCount: 0, totalPage: 0 } };
    throw error;
  }
}

export function stockReviewsQueryOptions(stockId: number) {
  return queryOptions({
    queryKey: reviewKeys.list({ stockId }),
    queryFn: () => getStockReviews(stockId),
    retry: false,
  });
}

export function useStockReviews(stockId: number) {
  return useQuery(stockReviewsQueryOptions(stockId));
}

/** The reviews of each of several stocks (a part page's offers), one query per stock. */
export function useStockReviewsOf(stockIds: readonly number[]) {
  return useQueries({ queries: stockIds.map((id) => stockReviewsQueryOptions(id)) });
}
