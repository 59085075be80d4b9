// The review routes' shapes (api branch commerce-api, `shared/contracts/src/commerce-review.ts` there). Kept here
// until that contract is in @shop/contracts on main; then these become imports from it.

/** A review as the API answers it. `stockId` is null for a review of the shop. */
export interface Review {
  id: number;
  stockId: number | null;
  rating: number;
  comment: string | null;
  userName: string;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewPage {
  data: Review[];
  pagination: { page: number; pageSize: number; totalCount: number; totalPage: number };
  summary: { count: number; averageRating: string | null };
}

/** What the shopper writes: 1 to 5 stars and an optional comment (null clears it). */
export interface ReviewFields {
  rating: number;
  comment: string | null;
}

export const MAX_REVIEW_COMMENT = 2000;
