// The review shapes come from @shop/contracts; `ReviewFields` is what this remote's form sends.
export type { ReviewPage, ReviewView as Review } from '@shop/contracts';
export { MAX_REVIEW_COMMENT } from '@shop/contracts';

/** What the shopper writes: 1 to 5 stars and an optional comment (null clears it). */
export interface ReviewFields {
  rating: number;
  comment: string | null;
}
