// Storefront orders and invoices: a shopper's own only (someone else's answers 404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  CancelOrderBody,
  Envelope,
  ErrorBody,
  IdParams,
  InvoiceListQuery,
  InvoiceView,
  ModifyLocationBody,
  OrderDetailView,
  OrderLineParams,
  OrderListQuery,
  OrderSummary,
  OutOfStockBody,
  Paged,
  PlaceOrderBody,
} from '@shop/contracts';
import { pageRequest } from '../../../lib/paging.ts';
import type { CommerceServices } from '../commerce-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const frontendOrderRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (app, { services }) => {
  const { orders, reader, invoices } = services;
  const mine = (userId: number) => ({ kind: 'shopper' as const, userId });

  app.get(
    '/api/frontend/order',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['order'],
        summary: 'My orders, newest first (status filter, default ALL)',
        querystring: OrderListQuery,
        response: { 200: Paged(OrderSummary), ...errors },
      },
    },
    async (request) => reader.list(mine(request.user.id), request.query.status ?? 'ALL', pageRequest(request.query)),
  );
  app.get(
    '/api/frontend/order/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['order'],
        summary: 'One of my orders with its lines and status history',
        params: IdParams,
        response: { 200: Envelope(OrderDetailView), ...errors },
      },
    },
    async (request) => ({ data: await reader.detail(mine(request.user.id), request.params.id) }),
  );
  app.get(
    '/api/frontend/order/details/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['order'],
        summary: 'The same as /api/frontend/order/:id (the spec names both)',
        params: IdParams,
        response: { 200: Envelope(OrderDetailView), ...errors },
      },
    },
    async (request) => ({ data: await reader.detail(mine(request.user.id), request.params.id) }),
  );
  app.post(
    '/api/frontend/order',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['order'],
        summary:
          'Order the whole cart: takes the stock of every line in one transaction, or nothing (409 naming the short lines)',
        body: PlaceOrderBody,
        response: {
          201: Envelope(OrderDetailView),
          ...errors, // Short lines, or a delivery the address does not allow (DELIVERY_* codes).
          409: Type.Union([OutOfStockBody, ErrorBody]),
        },
      },
    },
    async (request, reply) => {
      // Short lines answer 409 OUT_OF_STOCK with each line's wanted and available counts (OutOfStockError).
      const id = await orders.place(request.user.id, request.body);
      return reply.code(201).send({ data: await reader.detail(mine(request.user.id), id) });
    },
  );
  app.put(
    '/api/frontend/order/cancelled/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['order'],
        summary: 'Cancel my order (PENDING only); the stock goes back',
        params: IdParams,
        body: CancelOrderBody,
        response: { 200: Envelope(OrderDetailView), ...errors },
      },
    },
    async (request) => {
      await orders.cancelByShopper(request.user.id, request.params.id, request.body.reasons);
      return { data: await reader.detail(mine(request.user.id), request.params.id) };
    },
  );
  app.put(
    '/api/frontend/order/cancelled/:orderId/:detailId',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['order'],
        summary: 'Cancel one line of my order (PENDING only); the last open line cancels the order',
        params: OrderLineParams,
        response: { 200: Envelope(OrderDetailView), ...errors },
      },
    },
    async (request) => {
      await orders.cancelLineByShopper(request.user.id, request.params.orderId, request.params.detailId);
      return { data: await reader.detail(mine(request.user.id), request.params.orderId) };
    },
  );
  app.put(
    '/api/frontend/order/modify-location/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['order'],
        summary: 'Send my order to another saved location (PENDING or ACCEPTED)',
        params: IdParams,
        body: ModifyLocationBody,
        response: { 200: Envelope(OrderDetailView), ...errors },
      },
    },
    async (request) => {
      await orders.modifyLocation(request.user.id, request.params.id, request.body.userLocationId);
      return { data: await reader.detail(mine(request.user.id), request.params.id) };
    },
  );

  app.get(
    '/api/frontend/invoice',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['invoice'],
        summary: 'Invoices of my orders (status default ACCEPTED)',
        querystring: InvoiceListQuery,
        response: { 200: Paged(InvoiceView), ...errors },
      },
    },
    async (request) =>
      invoices.listForShopper(request.user.id, request.query.status ?? 'ACCEPTED', pageRequest(request.query)),
  );
  app.get(
    '/api/frontend/invoice/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['invoice'],
        summary: 'One invoice of my orders, with its lines',
        params: IdParams,
        response: { 200: Envelope(InvoiceView), ...errors },
      },
    },
    async (request) => ({ data: await invoices.oneForShopper(request.user.id, request.params.id) }),
  );
};

export default frontendOrderRoutes;
