// Receipts (staff): admins read every receipt, a supplier only its own invoices' (others answer 404). A receipt is
// recorded PENDING, marked PAID or VOID through its two status routes, never edited; only a pending one is deleted.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  IdParams,
  InvoiceReceipts,
  OverpaymentBody,
  Paged,
  ReceiptBody,
  ReceiptListQuery,
  ReceiptPaidQuery,
  ReceiptView,
  ReceiptVoidQuery,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { pagedCsvChunks, sendCsvChunks, wantsCsv } from '../../../lib/csv.ts';
import { pageRequest } from '../../../lib/paging.ts';
import type { CommerceServices } from '../commerce-services.ts';
import type { StaffViewer } from '../viewer.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['receipt'];

const CSV_COLUMNS = [
  'id',
  'createdAt',
  'invoiceId',
  'orderId',
  'supplierId',
  'amount',
  'method',
  'reference',
  'status',
  'recordedBy',
];
const csvCells = (r: ReceiptView) => [
  r.id,
  r.createdAt,
  r.invoiceId,
  r.orderId,
  r.supplierId,
  r.amount,
  r.method,
  r.reference,
  r.status,
  r.recordedBy?.name,
];

const backendReceiptRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (app, { services }) => {
  const { receipts } = services;
  /** One page, or with ?format=csv the whole filtered list (the viewer's own scope either way). */
  const list = async (viewer: StaffViewer, query: ReceiptListQuery, reply: FastifyReply) => {
    if (!wantsCsv(reply.request)) return receipts.list(viewer, query, pageRequest(query));
    return sendCsvChunks(
      reply,
      'receipt',
      await pagedCsvChunks(CSV_COLUMNS, (page) => receipts.list(viewer, query, page), csvCells),
    );
  };

  app.get(
    '/api/backend/receipt',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Every receipt, newest first (filters: status, method, invoiceId, supplierId, from, to; ?format=csv: all of them as CSV)',
        querystring: ReceiptListQuery,
        response: { 200: Paged(ReceiptView), ...errors },
      },
    },
    async (request, reply) => list({ kind: 'admin' }, request.query, reply),
  );
  app.get(
    '/api/backend/receipt/supplier',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        summary: "My store's invoices' receipts, newest first (?format=csv: all of them as CSV)",
        querystring: ReceiptListQuery,
        response: { 200: Paged(ReceiptView), ...errors },
      },
    },
    async (request, reply) => list(await request.staffScope(), request.query, reply),
  );
  app.get(
    '/api/backend/receipt/:id',
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'One receipt', params: IdParams, response: { 200: Envelope(ReceiptView), ...errors } },
    },
    async (request) => ({ data: await receipts.get(await request.staffScope(), request.params.id) }),
  );
  app.post(
    '/api/backend/receipt',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Record a payment (PENDING) against an invoice: 409 OVERPAYMENT naming amountDue, 409 INVOICE_CANCELLED',
        body: ReceiptBody,
        response: { 201: Envelope(ReceiptView), ...errors, 409: Type.Union([OverpaymentBody, ErrorBody]) },
      },
    },
    async (request, reply) => {
      return reply
        .code(201)
        .send({ data: await receipts.create(await request.staffScope(), request.user.id, request.body) });
    },
  );
  app.delete(
    '/api/backend/receipt/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Delete a PENDING receipt (409 otherwise)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await receipts.delete(await request.staffScope(), request.params.id);
      return { data: null };
    },
  );
  app.patch(
    '/api/backend/receipt/:id/status',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          '?status=PAID: confirm the payment; a DELIVERED order whose invoices are then paid in full becomes PAID',
        params: IdParams,
        querystring: ReceiptPaidQuery,
        response: { 200: Envelope(ReceiptView), ...errors },
      },
    },
    async (request) => ({
      data: await receipts.markPaid(await request.staffScope(), request.user.id, request.params.id),
    }),
  );
  app.patch(
    '/api/backend/receipt/void/:id/status',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: '?status=VOID: the receipt no longer counts (409 once the order is PAID)',
        params: IdParams,
        querystring: ReceiptVoidQuery,
        response: { 200: Envelope(ReceiptView), ...errors },
      },
    },
    async (request) => ({ data: await receipts.markVoid(await request.staffScope(), request.params.id) }),
  );
  app.get(
    '/api/backend/invoice/:id/receipts',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['invoice'],
        summary: "The invoice's receipts with its total, paid, pending and due amounts",
        params: IdParams,
        response: { 200: Envelope(InvoiceReceipts), ...errors },
      },
    },
    async (request) => ({ data: await receipts.forInvoice(await request.staffScope(), request.params.id) }),
  );
};

export default backendReceiptRoutes;
