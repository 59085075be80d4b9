// Review moderation in the back-office (admin): the list with its filters, and hiding or showing one review.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  IdParams,
  Paged,
  ReviewModerationQuery,
  ReviewModerationView,
  ReviewVisibilityBody,
} from '@shop/contracts';
import { ReviewModerationService } from '../review-moderation.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['review'];

const backendReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const moderation = new ReviewModerationService(app.orm);

  app.get(
    '/api/backend/review',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Stock and platform reviews for moderation, newest first; filter by kind, rating, hidden, days (from/to) and reported words',
        querystring: ReviewModerationQuery,
        response: { 200: Paged(ReviewModerationView), ...errors },
      },
    },
    async (request) => moderation.list(request.query),
  );

  app.put(
    '/api/backend/review/:id/visibility',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Hide or show a review with a reason (audited); a hidden review leaves the storefront at once',
        params: IdParams,
        body: ReviewVisibilityBody,
        response: { 200: Envelope(ReviewModerationView), ...errors },
      },
    },
    async (request) => ({ data: await moderation.setVisibility(request.params.id, request.body) }),
  );
};

export default backendReviewRoutes;
