// Storefront cart and favourites (shoppers only; each sees only their own lines).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddToCartBody,
  Cart,
  Envelope,
  ErrorBody,
  FavoriteItem,
  FavoriteToggled,
  GuestCartBody,
  GuestMergeBody,
  GuestMergeResult,
  IdParams,
  PageQuery,
  Paged,
  ToggleFavoriteBody,
  UpdateCartBody,
} from '@shop/contracts';
import { pageRequest } from '../../../lib/paging.ts';
import { answerPerCaller } from '../pricing.ts';
import type { CommerceServices } from '../commerce-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const frontendCartRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (app, { services }) => {
  const { carts, favorites } = services;
  app.identity.useCartCounter((userId) => carts.count(userId));

  app.get(
    '/api/frontend/cart',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['cart'],
        summary: 'My cart: lines, totals in USD and KHR, stock warnings',
        response: { 200: Envelope(Cart), ...errors },
      },
    },
    async (request, reply) => {
      answerPerCaller(reply);
      return { data: await carts.cart(request.user.id) };
    },
  );
  app.post(
    '/api/frontend/cart',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['cart'],
        summary: 'Add a stock in a unit (base unit by default); adds to an existing line',
        body: AddToCartBody,
        response: { 201: Envelope(Cart), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await carts.add(request.user.id, request.body) }),
  );
  // A signed-out shopper's cart lives in the browser: priced here (public, retail prices), merged at sign-in.
  app.post(
    '/api/frontend/cart/guest',
    {
      config: { access: 'public' as const },
      schema: {
        tags: ['cart'],
        summary:
          "Price a signed-out shopper's cart kept in the browser (retail prices); line ids are positions plus one",
        body: GuestCartBody,
        response: { 200: Envelope(Cart), 400: ErrorBody },
      },
    },
    async (request) => ({ data: await carts.guestCart(request.body.lines) }),
  );
  app.post(
    '/api/frontend/cart/merge',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['cart'],
        summary:
          "Merge a guest's cart and favourites into mine: quantities added up to what the store has, stocks no longer sold left out",
        body: GuestMergeBody,
        response: { 200: Envelope(GuestMergeResult), ...errors },
      },
    },
    async (request) => ({ data: await carts.mergeGuest(request.user.id, request.body) }),
  );
  app.put(
    '/api/frontend/cart/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['cart'],
        summary: "Change a line's quantity or unit",
        params: IdParams,
        body: UpdateCartBody,
        response: { 200: Envelope(Cart), ...errors },
      },
    },
    async (request) => ({ data: await carts.update(request.user.id, request.params.id, request.body) }),
  );
  app.delete(
    '/api/frontend/cart/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['cart'],
        summary: 'Remove a line (a body, if any, is ignored)',
        params: IdParams,
        response: { 200: Envelope(Cart), ...errors },
      },
    },
    async (request) => ({ data: await carts.remove(request.user.id, request.params.id) }),
  );

  app.get(
    '/api/frontend/favorite',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['favorite'],
        summary: 'My favourite items, newest first',
        querystring: PageQuery,
        response: { 200: Paged(FavoriteItem), ...errors },
      },
    },
    async (request, reply) => {
      answerPerCaller(reply);
      return favorites.list(request.user.id, pageRequest(request.query));
    },
  );
  app.post(
    '/api/frontend/favorite',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['favorite'],
        summary: 'Toggle an item in my favourites',
        body: ToggleFavoriteBody,
        response: { 200: Envelope(FavoriteToggled), ...errors },
      },
    },
    async (request) => ({ data: await favorites.toggle(request.user.id, request.body.itemId) }),
  );
};

export default frontendCartRoutes;
