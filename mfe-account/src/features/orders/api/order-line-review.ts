import type { OrderDetailView, OrderLine } from '@shop/contracts';

// The review fields order lines carry once the review routes land (branch commerce-api). Optional here so
// the page works against an API that does not send them yet: no review button is shown then.
export interface LineReview {
  id: number;
  rating: number;
  comment: string | null;
}

export type ReviewableOrderLine = OrderLine & { review?: LineReview | null; canReview?: boolean };
export type OrderDetail = Omit<OrderDetailView, 'lines'> & { lines: ReviewableOrderLine[] };
