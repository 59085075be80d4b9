// The back-office attachment library (staff; a supplier's staff see only their supplier's): list, trash list,
// one, upload one or several, describe, trash, restore, delete one trashed for good, empty the trash.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import {
  AttachmentListQuery,
  AttachmentPatch,
  AttachmentView,
  EmptiedTrash,
  Envelope,
  ErrorBody,
  IdParams,
  Paged,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { sendCsv, wantsCsv } from '../../../lib/csv.ts';
import { pageRequest } from '../../../lib/paging.ts';
import { Attachment } from '../attachment.entity.ts';
import { readUploads } from '../uploads.ts';
import type { ContentServices } from '../content-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const uploadErrors = { ...errors, 413: ErrorBody, 415: ErrorBody };
const tags = ['attachment'];
const consumes = ['multipart/form-data'];
const columns = Object.keys(AttachmentView.properties);

const backendAttachmentRoutes: FastifyPluginAsyncTypebox<{ services: ContentServices }> = async (app, { services }) => {
  const { attachments } = services;
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES + 1, fields: 20, fieldSize: 10_000 },
    throwFileSizeLimit: true,
  });

  const list =
    (trashed: boolean) => async (request: FastifyRequest & { query: AttachmentListQuery }, reply: FastifyReply) => {
      const listing = await attachments.listing(request.user, request.query, trashed);
      if (wantsCsv(request)) {
        return sendCsv(app.orm, reply, trashed ? 'attachment-trash' : 'attachment', {
          entity: Attachment,
          ...listing,
          columns,
          views: (em, rows) => attachments.views(em, rows),
        });
      }
      return attachments.list(listing, pageRequest(request.query));
    };

  app.get(
    '/api/backend/attachment',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Attachments not in the trash (?kind=image|document, ?folder, ?search, ?sort; CSV)',
        querystring: AttachmentListQuery,
        response: { 200: Paged(AttachmentView), ...errors },
      },
    },
    async (request, reply) => list(false)(request, reply),
  );
  app.get(
    '/api/backend/attachment/trash',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Attachments in the trash',
        querystring: AttachmentListQuery,
        response: { 200: Paged(AttachmentView), ...errors },
      },
    },
    async (request, reply) => list(true)(request, reply),
  );
  app.get(
    '/api/backend/attachment/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'One attachment (trashed ones too)',
        params: IdParams,
        response: { 200: Envelope(AttachmentView), ...errors },
      },
    },
    async (request) => ({ data: await attachments.view(request.user, request.params.id) }),
  );
  app.post(
    '/api/backend/attachment',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        consumes,
        summary: 'Upload one attachment (multipart; fields title, alt, folder)',
        response: { 201: Envelope(AttachmentView), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { files, fields } = await readUploads(request, 1);
      return reply.code(201).send({ data: (await attachments.upload(request.user, files, fields))[0]! });
    },
  );
  app.post(
    '/api/backend/attachment/multiple',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        consumes,
        summary: `Upload up to ${UPLOAD_MAX_FILES} attachments (the same fields for all)`,
        response: { 201: Envelope(Type.Array(AttachmentView)), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { files, fields } = await readUploads(request);
      return reply.code(201).send({ data: await attachments.upload(request.user, files, fields) });
    },
  );
  app.put(
    '/api/backend/attachment/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Change the title, alt text or folder',
        params: IdParams,
        body: AttachmentPatch,
        response: { 200: Envelope(AttachmentView), ...errors },
      },
    },
    async (request) => ({ data: await attachments.update(request.user, request.params.id, request.body) }),
  );
  app.put(
    '/api/backend/attachment/restore/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Take an attachment out of the trash',
        params: IdParams,
        response: { 200: Envelope(AttachmentView), ...errors },
      },
    },
    async (request) => ({ data: await attachments.restore(request.user, request.params.id) }),
  );
  app.delete(
    '/api/backend/attachment/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Move an attachment to the trash',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await attachments.trash(request.user, request.params.id);
      return { data: null };
    },
  );
  app.delete(
    '/api/backend/attachment/delete/allTrash',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Empty the trash: its attachments and their files are deleted for good',
        response: { 200: Envelope(EmptiedTrash), ...errors },
      },
    },
    async (request) => ({ data: { deleted: await attachments.destroy(request.user) } }),
  );
  app.delete(
    '/api/backend/attachment/delete/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Delete one trashed attachment and its file for good',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await attachments.destroy(request.user, request.params.id);
      return { data: null };
    },
  );
};

export default backendAttachmentRoutes;
