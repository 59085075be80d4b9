// The back-office dashboards: the whole shop for admins (`/admin...`), a supplier's own store (`/supplier...`),
// the same questions answered from the same rollups, only the scope differs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import type { AuthUser } from '../../../plugins/auth.ts';
import { staffViewer } from '../../commerce/viewer.ts';
import { DashboardService } from '../dashboard.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const tags = ['dashboard'];
const admin = { config: { access: 'admin' as const } };
const supplier = { config: { access: 'supplier' as const } };

const backendDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dashboard = new DashboardService(app.orm);
  /** A supplier's figures are its store's; an account that runs no supplier sees none (scope -1 matches nothing). */
  const supplierScope = async (user: AuthUser) => {
    const viewer = await staffViewer(app.orm.em, user);
    return viewer.kind === 'supplier' ? (viewer.supplierId ?? -1) : -1;
  };

  const salesSchema = { tags, querystring: DashboardQuery, response: { 200: Envelope(DashboardSales), ...errors } };
  app.get('/api/backend/dashboard/admin', { ...admin, schema: { ...salesSchema, summary: 'Sales, orders and units per period (?type=d|w|m|y, from, to, yearId, brandId, group)' } }, async (request) => ({
    data: await dashboard.sales(0, request.query),
  }));
  app.get('/api/backend/dashboard/supplier', { ...supplier, schema: { ...salesSchema, summary: "The same for the supplier's own store" } }, async (request) => ({
    data: await dashboard.sales(await supplierScope(request.user), request.query),
  }));

  const statusSchema = { tags, querystring: DashboardStatusQuery, response: { 200: Envelope(Type.Array(DashboardStatusRow)), ...errors } };
  app.get('/api/backend/dashboard/admin/status', { ...admin, schema: { ...statusSchema, summary: 'Orders and sales per status (placed in ?from..to; default all time)' } }, async (request) => ({
    data: await dashboard.status(0, request.query),
  }));
  app.get('/api/backend/dashboard/supplier/status', { ...supplier, schema: { ...statusSchema, summary: 'Orders with a line of the supplier, and its lines, per status' } }, async (request) => ({
    data: await dashboard.status(await supplierScope(request.user), request.query),
  }));

  const topSchema = { tags, querystring: TopStockQuery, response: { 200: Envelope(Type.Array(TopStockRow)), ...errors } };
  app.get('/api/backend/dashboard/admin/top-stock-sales', { ...admin, schema: { ...topSchema, summary: 'The stocks that sold the most units (?size up to 50, yearId, brandId)' } }, async (request) => ({
    data: await dashboard.topStocks(0, request.query),
  }));
  app.get('/api/backend/dashboard/supplier/top-stock-sales', { ...supplier, schema: { ...topSchema, summary: "The supplier's own best-selling stocks" } }, async (request) => ({
    data: await dashboard.topStocks(await supplierScope(request.user), request.query),
  }));

  const countSchema = { tags, querystring: DashboardCountQuery, response: { 200: Envelope(DashboardCount), ...errors } };
  app.get('/api/backend/dashboard/admin/count-visitor', { ...admin, schema: { ...countSchema, summary: 'Storefront visitors (one a day each) in ?from..to (default the last 30 days), per day' } }, async (request) => ({
    data: await dashboard.visitors(request.query),
  }));
  app.get('/api/backend/dashboard/admin/count-customer', { ...admin, schema: { ...countSchema, summary: 'Customer accounts now, and registered in ?from..to' } }, async (request) => ({
    data: await dashboard.accounts(['CUSTOMER', 'USER'], request.query),
  }));
  app.get('/api/backend/dashboard/admin/count-dealer', { ...admin, schema: { ...countSchema, summary: 'Dealer accounts now, registered in ?from..to, and waiting for approval' } }, async (request) => ({
    data: await dashboard.accounts(['DEALER'], request.query, true),
  }));
};

export default backendDashboardRoutes;
