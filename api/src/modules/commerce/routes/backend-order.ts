// Back-office orders (staff): admins see and move every order; a supplier sees only orders with a line of
// theirs, and only those lines (others answer 404), and may move those orders.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import {
  AdminOutOfStockBody,
  AdminPlaceOrderBody,
  BackofficeCancelBody,
  Envelope,
  ErrorBody,
  IdParams,
  OrderDetailView,
  OrderCountsQuery,
  OrderIds,
  OrderIdsQuery,
  MAX_ORDER_IDS,
  OrderListQuery,
  OrderNoteBody,
  OrderNoteView,
  OrderStatusCounts,
  OrderStockQuery,
  OrderStockRow,
  OrderSummary,
  Paged,
  StatusNoteBody,
} from '@shop/contracts';
import { pagedCsvChunks, sendCsvChunks, wantsCsv } from '../../../lib/csv.ts';
import { pageRequest } from '../../../lib/paging.ts';
import type { CommerceServices } from '../commerce-services.ts';
import { orderFilterSql } from '../order-filter.ts';
import { knownTimeZone, SHOP_TIME_ZONE } from '../../../lib/csv-local.ts';
import { orderCsv } from '../order-csv.ts';
import { badRequest } from '../../../lib/http-error.ts';
import type { OrderStatusName } from '../order-status.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const MOVES: [string, OrderStatusName][] = [
  ['accepted', 'ACCEPTED'],
  ['processing', 'PROCESSING'],
  ['delivered', 'DELIVERED'],
  ['paid', 'PAID'],
];

const backendOrderRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (app, { services }) => {
  const { orders, reader, notes, stocks } = services;

  app.get(
    '/api/backend/order',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['order'],
        summary:
          'Orders by status (default PENDING), searched and filtered; a supplier sees those with its lines. ?format=csv: all of them as CSV',
        querystring: OrderListQuery,
        response: { 200: Paged(OrderSummary), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.staffScope();
      const status = request.query.status ?? 'PENDING';
      const filter = orderFilterSql(viewer, request.query);
      const sort = request.query.sort;
      if (!wantsCsv(request)) return reader.list(viewer, status, pageRequest(request.query), filter, sort);
      const timeZone = knownTimeZone(request.query.tz ?? SHOP_TIME_ZONE);
      if (!timeZone) throw badRequest('`tz` is not a time zone', { field: 'tz' });
      const csv = orderCsv(request.query.lang, timeZone);
      // A page at a time, written as read: the whole filtered list without holding it in memory.
      const chunks = await pagedCsvChunks(
        csv.header,
        (page) => reader.list(viewer, status, page, filter, sort),
        csv.cells,
      );
      // Named after what it holds and when, in the reader's day: orders-2026-12-06.csv.
      return sendCsvChunks(reply as FastifyReply, `orders-${csv.today()}`, chunks);
    },
  );
  app.get(
    '/api/backend/order/ids',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['order'],
        summary: `Every order id under the list's tab and filters (newest first, at most ${MAX_ORDER_IDS}) and how many match; a supplier's own`,
        querystring: OrderIdsQuery,
        response: { 200: Envelope(OrderIds), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.staffScope();
      const filter = orderFilterSql(viewer, request.query);
      return { data: await reader.ids(viewer, request.query.status ?? 'PENDING', filter, MAX_ORDER_IDS) };
    },
  );
  app.get(
    '/api/backend/order/counts',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['order'],
        summary: "Orders per status (and ALL) under the list's filters; a supplier counts orders with its lines",
        querystring: OrderCountsQuery,
        response: { 200: Envelope(OrderStatusCounts), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.staffScope();
      return { data: await reader.counts(viewer, orderFilterSql(viewer, request.query)) };
    },
  );
  app.get(
    '/api/backend/order/:id/notes',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['order'],
        summary: "Internal notes, oldest first (never shown to the shopper); a supplier reads the shop's and its own",
        params: IdParams,
        response: { 200: Envelope(Type.Array(OrderNoteView)), ...errors },
      },
    },
    async (request) => ({ data: await notes.list(await request.staffScope(), request.params.id) }),
  );
  app.post(
    '/api/backend/order/:id/notes',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['order'],
        summary: 'Add an internal note (audited on the order)',
        params: IdParams,
        body: OrderNoteBody,
        response: { 201: Envelope(OrderNoteView), ...errors },
      },
    },
    async (request, reply) => {
      const note = await notes.add(await request.staffScope(), request.user.id, request.params.id, request.body.body);
      return reply.code(201).send({ data: note });
    },
  );
  app.get(
    '/api/backend/order/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['order'],
        summary: 'One order with its status history; a supplier sees only its own lines',
        params: IdParams,
        response: { 200: Envelope(OrderDetailView), ...errors },
      },
    },
    async (request) => ({ data: await reader.detail(await request.staffScope(), request.params.id) }),
  );
  app.get(
    '/api/backend/order/stock',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['order'],
        summary:
          'Stocks an order can be taken from (admins: every selling store; a supplier: its own), ?search= part number or name',
        querystring: OrderStockQuery,
        response: { 200: Paged(OrderStockRow), ...errors },
      },
    },
    async (request) => stocks.list(await request.staffScope(), request.query.search, pageRequest(request.query)),
  );
  app.post(
    '/api/backend/order',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['order'],
        summary:
          "Take an order on a customer's behalf: the same one-transaction stock taking as the shopper's (409 naming the short lines by index)",
        body: AdminPlaceOrderBody,
        response: {
          201: Envelope(OrderDetailView),
          ...errors, // Short lines, or a delivery the address does not allow (DELIVERY_* codes).
          409: Type.Union([AdminOutOfStockBody, ErrorBody]),
        },
      },
    },
    async (request, reply) => {
      // Short lines answer 409 OUT_OF_STOCK naming each by its index in the body's lines (OutOfStockError).
      const id = await orders.placeForCustomer(request.user.id, request.body);
      return reply.code(201).send({ data: await reader.detail({ kind: 'admin' }, id) });
    },
  );
  for (const [path, status] of MOVES) {
    app.put(
      `/api/backend/order/${path}/:id`,
      {
        config: { access: 'staff' },
        schema: {
          tags: ['order'],
          summary: `Move the order to ${status} (409 naming the current status when not allowed)`,
          params: IdParams,
          body: StatusNoteBody,
          response: { 200: Envelope(OrderDetailView), ...errors },
        },
      },
      async (request) => {
        const viewer = await request.staffScope();
        await orders.move(viewer, request.user.id, request.params.id, status, { note: request.body?.note });
        return { data: await reader.detail(viewer, request.params.id) };
      },
    );
  }
  app.put(
    '/api/backend/order/cancelled/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['order'],
        summary: 'Cancel the order with reasons and a refund note; the stock goes back, its invoices are cancelled',
        params: IdParams,
        body: BackofficeCancelBody,
        response: { 200: Envelope(OrderDetailView), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.staffScope();
      await orders.move(viewer, request.user.id, request.params.id, 'CANCELLED', {
        reasons: request.body.reasons,
        refundNote: request.body.refundNote,
      });
      return { data: await reader.detail(viewer, request.params.id) };
    },
  );
};

export default backendOrderRoutes;
