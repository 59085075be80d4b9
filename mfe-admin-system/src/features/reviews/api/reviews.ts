// Review moderation: GET /api/backend/review (the list) and PUT /api/backend/review/:id/visibility.
import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, http, dataOf } from '@shop/client';
import type { ReviewModerationView, ReviewVisibilityBody } from '@shop/contracts';

export const reviewKeys = createQueryKeys('review');

export const setReviewVisibility = ({ id, body }: { id: number; body: ReviewVisibilityBody }) =>
  dataOf<ReviewModerationView>(http.put(`/api/backend/review/${id}/visibility`, { json: body }));

export const useSetReviewVisibility = () =>
  useMutation({ mutationFn: setReviewVisibility, onSuccess: () => refreshAfterWrite(reviewKeys.all, ['audit']) });
