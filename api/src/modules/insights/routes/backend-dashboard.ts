// The back-office dashboards: the whole shop for admins (`/admin...`), a supplier's own store (`/supplier...`),
// the same questions answered from the same rollups, only the scope differs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  DashboardCount,
  DashboardCountQuery,
  DashboardQuery,
  DashboardSales,
  DashboardStatusQuery,
  DashboardStatusRow,
  Envelope,
  ErrorBody,
  TopStockQuery,
  TopStockRow,
} from '@shop/contracts';
import { sendCached } from '../../../plugins/catalog-cache.ts';
import { shopToday } from '../dashboard-range.ts';
import type { InsightsServices } from '../insights-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const tags = ['dashboard'];

const backendDashboardRoutes: FastifyPluginAsyncTypebox<{ services: InsightsServices }> = async (app, { services }) => {
  const { dashboard } = services;
  /** A supplier's figures are its store's; an account that runs no supplier sees none (scope -1 matches nothing). */
  /**
   * Sales, status and top sellers are answered from the dashboard's cache (`x-cache`), emptied when an order moves
   * (the rollups notify) or the catalogue changes; the day is part of the key, so defaults roll over at midnight.
   */
  const cached = <R extends FastifyReply>(
    reply: R,
    name: string,
    scope: number,
    query: object,
    load: () => Promise<unknown>,
  ) =>
    sendCached(reply, app.salesCache, JSON.stringify([name, scope, shopToday(), query]), async () => ({
      data: await load(),
    }));
  // The supplier routes are for suppliers only (access: supplier), so the scope is always one supplier's.
  const supplierScope = async (request: FastifyRequest) => {
    const scope = await request.staffScope();
    return scope.kind === 'supplier' ? scope.supplierId : -1;
  };

  const salesSchema = { tags, querystring: DashboardQuery, response: { 200: Envelope(DashboardSales), ...errors } };
  app.get(
    '/api/backend/dashboard/admin',
    {
      config: { access: 'admin' },
      schema: {
        ...salesSchema,
        summary: 'Sales, orders and units per period (?type=d|w|m|y, from, to, yearId, brandId, group)',
      },
    },
    async (request, reply) => cached(reply, 'sales', 0, request.query, () => dashboard.sales(0, request.query)),
  );
  app.get(
    '/api/backend/dashboard/supplier',
    { config: { access: 'supplier' }, schema: { ...salesSchema, summary: "The same for the supplier's own store" } },
    async (request, reply) => {
      const scope = await supplierScope(request);
      return cached(reply, 'sales', scope, request.query, () => dashboard.sales(scope, request.query));
    },
  );

  const statusSchema = {
    tags,
    querystring: DashboardStatusQuery,
    response: { 200: Envelope(Type.Array(DashboardStatusRow)), ...errors },
  };
  app.get(
    '/api/backend/dashboard/admin/status',
    {
      config: { access: 'admin' },
      schema: { ...statusSchema, summary: 'Orders and sales per status (placed in ?from..to; default all time)' },
    },
    async (request, reply) => cached(reply, 'status', 0, request.query, () => dashboard.status(0, request.query)),
  );
  app.get(
    '/api/backend/dashboard/supplier/status',
    {
      config: { access: 'supplier' },
      schema: { ...statusSchema, summary: 'Orders with a line of the supplier, and its lines, per status' },
    },
    async (request, reply) => {
      const scope = await supplierScope(request);
      return cached(reply, 'status', scope, request.query, () => dashboard.status(scope, request.query));
    },
  );

  const topSchema = {
    tags,
    querystring: TopStockQuery,
    response: { 200: Envelope(Type.Array(TopStockRow)), ...errors },
  };
  app.get(
    '/api/backend/dashboard/admin/top-stock-sales',
    {
      config: { access: 'admin' },
      schema: { ...topSchema, summary: 'The stocks that sold the most units (?size up to 50, yearId, brandId)' },
    },
    async (request, reply) => cached(reply, 'top', 0, request.query, () => dashboard.topStocks(0, request.query)),
  );
  app.get(
    '/api/backend/dashboard/supplier/top-stock-sales',
    { config: { access: 'supplier' }, schema: { ...topSchema, summary: "The supplier's own best-selling stocks" } },
    async (request, reply) => {
      const scope = await supplierScope(request);
      return cached(reply, 'top', scope, request.query, () => dashboard.topStocks(scope, request.query));
    },
  );

  const countSchema = {
    tags,
    querystring: DashboardCountQuery,
    response: { 200: Envelope(DashboardCount), ...errors },
  };
  app.get(
    '/api/backend/dashboard/admin/count-visitor',
    {
      config: { access: 'admin' },
      schema: {
        ...countSchema,
        summary: 'Storefront visitors (one a day each) in ?from..to (default the last 30 days), per day',
      },
    },
    async (request) => ({
      data: await dashboard.visitors(request.query),
    }),
  );
  app.get(
    '/api/backend/dashboard/admin/count-customer',
    {
      config: { access: 'admin' },
      schema: { ...countSchema, summary: 'Customer accounts now, and registered in ?from..to' },
    },
    async (request) => ({
      data: await dashboard.accounts(['CUSTOMER', 'USER'], request.query),
    }),
  );
  app.get(
    '/api/backend/dashboard/admin/count-dealer',
    {
      config: { access: 'admin' },
      schema: { ...countSchema, summary: 'Dealer accounts now, registered in ?from..to, and waiting for approval' },
    },
    async (request) => ({
      data: await dashboard.accounts(['DEALER'], request.query, true),
    }),
  );
};

export default backendDashboardRoutes;
