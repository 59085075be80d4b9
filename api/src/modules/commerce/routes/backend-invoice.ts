// Back-office invoices: admins read all (status default ACCEPTED), by supplier or by order; a supplier its own.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, InvoiceView, Paged, StaffInvoiceListQuery as InvoiceListQuery } from '@shop/contracts';
import { pageRequest } from '../../../lib/paging.ts';
import type { CommerceServices } from '../commerce-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['invoice'];
const response = { 200: Paged(InvoiceView), ...errors };
/** `?id=`: one invoice of the list (the staff print view), within the route's own scope. */
const byId = (query: { id?: number }) => (query.id === undefined ? {} : { id: query.id });

const backendInvoiceRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (app, { services }) => {
  const { invoices } = services;
  app.get(
    '/api/backend/invoice',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every invoice (status ALL, ACCEPTED or CANCELLED; default ACCEPTED)',
        querystring: InvoiceListQuery,
        response,
      },
    },
    async (request) =>
      invoices.list(byId(request.query), request.query.status ?? 'ACCEPTED', pageRequest(request.query)),
  );
  app.get(
    '/api/backend/invoice/supplier',
    {
      config: { access: 'supplier' },
      schema: { tags, summary: "My store's invoices (default ACCEPTED)", querystring: InvoiceListQuery, response },
    },
    async (request) => {
      // A supplier's scope names its supplier (an account not linked to one matches none, never everyone's).
      const scope = await request.staffScope();
      const supplierId = scope.kind === 'supplier' ? scope.supplierId : -1;
      return invoices.list(
        { ...byId(request.query), supplierId },
        request.query.status ?? 'ACCEPTED',
        pageRequest(request.query),
      );
    },
  );
  app.get(
    '/api/backend/invoice/admin/supplier/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The invoices of supplier :id (default ACCEPTED)',
        params: IdParams,
        querystring: InvoiceListQuery,
        response,
      },
    },
    async (request) =>
      invoices.list(
        { ...byId(request.query), supplierId: request.params.id },
        request.query.status ?? 'ACCEPTED',
        pageRequest(request.query),
      ),
  );
  app.get(
    '/api/backend/invoice/all-suppliers/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Order :id's invoices, one per supplier (every status)",
        params: IdParams,
        querystring: InvoiceListQuery,
        response,
      },
    },
    async (request) =>
      invoices.list(
        { ...byId(request.query), orderId: request.params.id },
        request.query.status ?? 'ALL',
        pageRequest(request.query),
      ),
  );
};

export default backendInvoiceRoutes;
