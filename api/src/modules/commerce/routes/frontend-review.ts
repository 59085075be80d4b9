// Reviews on the storefront: anyone reads platform reviews and a stock's reviews; shoppers write one of each
// and change only their own.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  IdParams,
  PlatformReviewBody,
  PlatformReviewQuery,
  ReviewExistsBody,
  ReviewPage,
  ReviewPatch,
  ReviewView,
  StockReviewBody,
  StockReviewQuery,
} from '@shop/contracts';
import { pageRequest } from '../../../lib/paging.ts';
import type { CommerceServices } from '../commerce-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['review'];

const frontendReviewRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (app, { services }) => {
  const { reviews } = services;

  app.get(
    '/api/frontend/review',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Platform reviews, newest first, with their count and mean rating; ?mine=true: only mine (needs a bearer token)',
        querystring: PlatformReviewQuery,
        response: { 200: ReviewPage, ...errors },
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      if (!request.query.mine) return reviews.platformReviews(page);
      const user = await app.authenticate(request);
      return reviews.platformReviews(page, user.id);
    },
  );
  app.post(
    '/api/frontend/review',
    {
      config: { access: 'shopper' },
      schema: {
        tags,
        summary: 'Review the shop (one per shopper; a second answers 409 with the existing review id)',
        body: PlatformReviewBody,
        response: { 201: Envelope(ReviewView), ...errors, 409: ReviewExistsBody },
      },
    },
    async (request, reply) => {
      // A second review answers 409 REVIEW_EXISTS with the existing one's id, so the client can edit that.
      return reply.code(201).send({ data: await reviews.createPlatformReview(request.user.id, request.body) });
    },
  );
  app.put(
    '/api/frontend/review/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags,
        summary: "Change my review of the shop (another's answers 404)",
        params: IdParams,
        body: ReviewPatch,
        response: { 200: Envelope(ReviewView), ...errors },
      },
    },
    async (request) => ({ data: await reviews.update(request.user.id, request.params.id, 'platform', request.body) }),
  );
  app.get(
    '/api/frontend/review/stock/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Reviews of one stock, newest first, with their count and mean rating (404 for an unknown stock)',
        params: IdParams,
        querystring: StockReviewQuery,
        response: { 200: ReviewPage, ...errors },
      },
    },
    async (request) => reviews.stockReviews(request.params.id, pageRequest(request.query)),
  );
  app.post(
    '/api/frontend/review/stock',
    {
      config: { access: 'shopper' },
      schema: {
        tags,
        summary:
          'Review a stock I received (a line of a DELIVERED or PAID order of mine, else 403); one per stock (409 with the existing id)',
        body: StockReviewBody,
        response: { 201: Envelope(ReviewView), ...errors, 409: ReviewExistsBody },
      },
    },
    async (request, reply) => {
      // A second review answers 409 REVIEW_EXISTS with the existing one's id, so the client can edit that.
      return reply.code(201).send({ data: await reviews.createStockReview(request.user.id, request.body) });
    },
  );
  app.put(
    '/api/frontend/review/stock/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags,
        summary: "Change my review of a stock (another's answers 404)",
        params: IdParams,
        body: ReviewPatch,
        response: { 200: Envelope(ReviewView), ...errors },
      },
    },
    async (request) => ({ data: await reviews.update(request.user.id, request.params.id, 'stock', request.body) }),
  );
};

export default frontendReviewRoutes;
