import { getErrorCode } from '@shop/client';

/**
 * A second review of the same thing answers 409 REVIEW_EXISTS with the existing review's id (`reviewId`), so the
 * form can switch to changing that one. Undefined for any other failure.
 */
export function existingReviewId(error: unknown): number | undefined {
  if (getErrorCode(error) !== 'REVIEW_EXISTS') return undefined;
  const id = (error as { data?: { reviewId?: unknown } }).data?.reviewId;
  return typeof id === 'number' ? id : undefined;
}
