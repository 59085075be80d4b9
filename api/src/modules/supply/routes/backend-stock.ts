// The stock desk (/api/backend/stock...): lists (all, a store's, a supplier's, the caller's own store's), one stock,
// create, prices and threshold, increase, delete, bulk price change, the items a store may stock, and one stock's
// history (/api/backend/stock-history/stock/:id). Admins reach every store; a supplier only its own (404 otherwise).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  IdParams,
  InsufficientStockBody,
  Paged,
  StockAlertBody,
  StockBody,
  StockHistoryQuery,
  StockHistoryView,
  StockIncreaseBody,
  StockItemOption,
  StockItemQuery,
  StockListQuery,
  StockPatch,
  StockPriceBody,
  StockPriceResult,
  StockView,
} from '@shop/contracts';
import Type from 'typebox';
import { notFound } from '../../../lib/http-error.ts';
import type { SupplyServices } from '../supply-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const writeErrors = { ...errors, 409: Type.Union([InsufficientStockBody, ErrorBody]) };
const tags = ['stock'];

const backendStockRoutes: FastifyPluginAsyncTypebox<{ services: SupplyServices }> = async (app, { services }) => {
  const { stocks, reader } = services;

  app.get(
    '/api/backend/stock',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Stocks: ?storeId, ?supplierId, ?low, ?search (part number or name), ?sort; a supplier sees its own store only',
        querystring: StockListQuery,
        response: { 200: Paged(StockView), ...errors },
      },
    },
    async (request) => reader.list(await request.staffScope(), request.query),
  );

  app.get(
    '/api/backend/stock/store',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        summary: "My store's stock",
        querystring: StockListQuery,
        response: { 200: Paged(StockView), ...errors },
      },
    },
    async (request) => reader.list(await request.staffScope(), request.query),
  );

  app.get(
    '/api/backend/stock/store/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Store :id's stock (a supplier: only its own store)",
        params: IdParams,
        querystring: StockListQuery,
        response: { 200: Paged(StockView), ...errors },
      },
    },
    async (request) => {
      const scope = await request.staffScope();
      // Another supplier's store (or none): 404, not an empty page.
      await services.stores.get(scope, request.params.id);
      return reader.list(scope, request.query, { storeId: request.params.id });
    },
  );

  app.get(
    '/api/backend/stock/supplier/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Supplier :id's stock (a supplier: only its own id)",
        params: IdParams,
        querystring: StockListQuery,
        response: { 200: Paged(StockView), ...errors },
      },
    },
    async (request) => {
      const scope = await request.staffScope();
      if (scope.kind === 'supplier' && scope.supplierId !== request.params.id)
        throw notFound(`Supplier ${request.params.id} not found`);
      return reader.list(scope, request.query, { supplierId: request.params.id });
    },
  );

  app.get(
    '/api/backend/stock/items-unit',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "Items to stock, with their units and the store's stock of each (a supplier: its own store; an admin: ?storeId)",
        querystring: StockItemQuery,
        response: { 200: Paged(StockItemOption), ...errors },
      },
    },
    async (request) => {
      const scope = await request.staffScope();
      const storeId =
        scope.kind === 'supplier' ? await services.ownStoreId(scope.supplierId) : (request.query.storeId ?? null);
      return reader.items(storeId, request.query);
    },
  );

  app.get(
    '/api/backend/stock/:id',
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'One stock', params: IdParams, response: { 200: Envelope(StockView), ...errors } },
    },
    async (request) => {
      const view = await reader.get(await request.staffScope(), request.params.id);
      if (!view) throw notFound(`Stock ${request.params.id} not found`);
      return { data: view };
    },
  );

  app.post(
    '/api/backend/stock',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Stock an item in a store (a supplier: its own; an admin names storeId); an opening quantity is written as INITIAL history',
        body: StockBody,
        response: { 201: Envelope(StockView), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await stocks.create(await request.staffScope(), request.user.id, request.body) }),
  );

  app.put(
    '/api/backend/stock/price',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Change chosen stocks' prices by a percentage (one result per stock; not yours: NOT_FOUND)",
        body: StockPriceBody,
        response: { 200: Envelope(Type.Array(StockPriceResult)), ...errors },
      },
    },
    async (request) => ({ data: await stocks.changePrices(await request.staffScope(), request.body) }),
  );

  app.put(
    '/api/backend/stock/alert/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Set the low-stock alert threshold',
        params: IdParams,
        body: StockAlertBody,
        response: { 200: Envelope(StockView), ...errors },
      },
    },
    async (request) => ({
      data: await stocks.update(await request.staffScope(), request.params.id, {
        alertThreshold: request.body.alertThreshold,
      }),
    }),
  );

  app.put(
    '/api/backend/stock/increase-stock/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Add base units (a delivery); writes an INCREASE history row',
        params: IdParams,
        body: StockIncreaseBody,
        response: { 200: Envelope(StockView), ...writeErrors },
      },
    },
    async (request) => ({
      data: await stocks.increase(await request.staffScope(), request.user.id, request.params.id, request.body),
    }),
  );

  app.put(
    '/api/backend/stock/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Change prices or the threshold (the quantity changes by increase, adjustment and orders)',
        params: IdParams,
        body: StockPatch,
        response: { 200: Envelope(StockView), ...errors },
      },
    },
    async (request) => ({ data: await stocks.update(await request.staffScope(), request.params.id, request.body) }),
  );

  app.delete(
    '/api/backend/stock/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Delete a stock no order line holds (409 STOCK_IN_ORDERS / IN_USE otherwise)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await stocks.remove(await request.staffScope(), request.params.id);
      return { data: null };
    },
  );

  app.get(
    '/api/backend/stock-history/stock/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['stock-history'],
        summary: "A stock's history, newest first (append-only)",
        params: IdParams,
        querystring: StockHistoryQuery,
        response: { 200: Paged(StockHistoryView), ...errors },
      },
    },
    async (request) => {
      if (!(await reader.owns(await request.staffScope(), request.params.id)))
        throw notFound(`Stock ${request.params.id} not found`);
      return reader.history(request.params.id, request.query);
    },
  );
};

export default backendStockRoutes;
