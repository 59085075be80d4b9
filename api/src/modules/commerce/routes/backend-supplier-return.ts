// Supplier stock returns (staff): admins read every supplier's, a supplier only its own (others answer 404). A
// return is made from one of the supplier's stocks and never edited; deleting it puts the units back.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  IdParams,
  Paged,
  ReturnExceedsStockBody,
  SupplierReturnBody,
  SupplierReturnListQuery,
  SupplierReturnView,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { pagedCsvChunks, sendCsvChunks, wantsCsv } from '../../../lib/csv.ts';
import { pageRequest } from '../../../lib/paging.ts';
import type { CommerceServices } from '../commerce-services.ts';
import type { StaffViewer } from '../viewer.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['supplier-return-stock'];

const CSV_COLUMNS = [
  'id',
  'createdAt',
  'partNumber',
  'item',
  'supplier',
  'quantity',
  'unit',
  'baseQuantity',
  'reason',
  'createdBy',
];
const csvCells = (r: SupplierReturnView) => [
  r.id,
  r.createdAt,
  r.item.partNumber,
  r.item.name,
  r.supplier.name,
  r.quantity,
  r.unit.name,
  r.baseQuantity,
  r.reason,
  r.createdBy?.name,
];

const backendSupplierReturnRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (
  app,
  { services },
) => {
  const { returns } = services;
  /** One page, or with ?format=csv the whole filtered list (the viewer's own scope either way). */
  const list = async (viewer: StaffViewer, query: SupplierReturnListQuery, reply: FastifyReply) => {
    if (!wantsCsv(reply.request)) return returns.list(viewer, query, pageRequest(query));
    return sendCsvChunks(
      reply,
      'supplier-return',
      await pagedCsvChunks(CSV_COLUMNS, (page) => returns.list(viewer, query, page), csvCells),
    );
  };

  app.get(
    '/api/backend/supplier-return-stock',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Every supplier's stock returns, newest first (filters: supplierId, stockId, search, from, to; ?format=csv: all of them as CSV)",
        querystring: SupplierReturnListQuery,
        response: { 200: Paged(SupplierReturnView), ...errors },
      },
    },
    async (request, reply) => list({ kind: 'admin' }, request.query, reply),
  );
  app.get(
    '/api/backend/supplier-return-stock/supplier',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        summary: "My store's stock returns, newest first (?format=csv: all of them as CSV)",
        querystring: SupplierReturnListQuery,
        response: { 200: Paged(SupplierReturnView), ...errors },
      },
    },
    async (request, reply) => list(await request.staffScope(), request.query, reply),
  );
  app.get(
    '/api/backend/supplier-return-stock/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'One return, with the stock-history row it wrote',
        params: IdParams,
        response: { 200: Envelope(SupplierReturnView), ...errors },
      },
    },
    async (request) => ({ data: await returns.get(await request.staffScope(), request.params.id) }),
  );
  app.post(
    '/api/backend/supplier-return-stock',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Return units of one of my stocks (a chosen unit): the stock goes down with a history row; 409 RETURN_EXCEEDS_STOCK names what is available',
        body: SupplierReturnBody,
        response: {
          201: Envelope(SupplierReturnView),
          ...errors,
          409: Type.Union([ReturnExceedsStockBody, ErrorBody]),
        },
      },
    },
    async (request, reply) => {
      return reply
        .code(201)
        .send({ data: await returns.create(await request.staffScope(), request.user.id, request.body) });
    },
  );
  app.delete(
    '/api/backend/supplier-return-stock/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Delete a return: its units go back into the stock, with a history row',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await returns.delete(await request.staffScope(), request.user.id, request.params.id);
      return { data: null };
    },
  );
};

export default backendSupplierReturnRoutes;
