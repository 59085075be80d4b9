// Review moderation in the back-office (admin): the list with its filters (or all of it as CSV), and hiding or showing
// one review (a bulk hide or show is one such call per review, so each is audited on its own).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  Envelope,
  ErrorBody,
  IdParams,
  Paged,
  ReviewModerationQuery,
  ReviewModerationView,
  ReviewVisibilityBody,
} from '@shop/contracts';
import { pagedCsvChunks, sendCsvChunks, wantsCsv } from '../../../lib/csv.ts';
import { knownTimeZone, SHOP_TIME_ZONE } from '../../../lib/csv-local.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { reviewCsv } from '../review-csv.ts';
import type { CommerceServices } from '../commerce-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['review'];

const backendReviewRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (app, { services }) => {
  const { moderation } = services;

  app.get(
    '/api/backend/review',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Stock and platform reviews for moderation, newest first; filter by kind, rating, hidden, days (from/to) and reported words. ?format=csv: all of them as CSV in lang and tz',
        querystring: ReviewModerationQuery,
        response: { 200: Paged(ReviewModerationView), ...errors },
      },
    },
    async (request, reply) => {
      if (!wantsCsv(request)) return moderation.list(request.query);
      const timeZone = knownTimeZone(request.query.tz ?? SHOP_TIME_ZONE);
      if (!timeZone) throw badRequest('`tz` is not a time zone', { field: 'tz' });
      const csv = reviewCsv(request.query.lang, timeZone);
      // What the list shows, a page at a time: the same filters, the same order.
      const chunks = await pagedCsvChunks(csv.header, (page) => moderation.list(request.query, page), csv.cells);
      return sendCsvChunks(reply as FastifyReply, `reviews-${csv.today()}`, chunks);
    },
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
