// Uploads (POST /files/file, /files/file/batch, /files/attachment) and the two ways a file is read, neither by id:
// GET /files/:id, where the contract's `:id` is the file's random key, serves public pictures only (a file never
// changes under its key, so it is cached by anyone for a year); GET /files/p/:key serves any file to whoever holds
// a signed link that has not expired (file-links.ts), cached by the browser only until then. Every answer is sent
// with nosniff, images inline and anything else as a download, under a policy that keeps any script inside a file
// from running.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import {
  AttachmentView,
  Envelope,
  ErrorBody,
  FileKey,
  FileView,
  PublicFileParams,
  SignedFileParams,
  SignedLinkQuery,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { Value } from 'typebox/value';
import { notFound } from '../../../lib/http-error.ts';
import type { AttachmentService } from '../attachment.service.ts';
import type { FileLinks } from '../file-links.ts';
import type { FileService } from '../file.service.ts';
import type { StoredFile } from '../stored-file.entity.ts';
import { readUploads } from '../uploads.ts';
import type { ContentServices } from '../content-services.ts';

// The bytes are sent as they are (Fastify does not serialise a Buffer); the schema documents them.
const FileBytes = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'The file, with its own content type',
});
const uploadErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody };
const consumes = ['multipart/form-data'];
const tags = ['files'];

const fileAnswers = { 200: FileBytes, 304: Type.Null({ description: 'Not modified (If-None-Match)' }), 404: ErrorBody };
const missing = () => notFound('File not found');

export interface FilesOptions {
  files: FileService;
  attachments: AttachmentService;
  links: FileLinks;
}

const filesRoutes: FastifyPluginAsyncTypebox<{ services: ContentServices }> = async (app, { services }) => {
  const { files, attachments, links } = services;
  /** Sends a file's bytes with its type, its name and headers that keep it from acting as a page. */
  const sendFile = async (request: FastifyRequest, reply: FastifyReply, asked: StoredFile, cacheControl: string) => {
    // A WebP size with a smaller AVIF twin answers the AVIF to a browser that says it takes AVIF (Accept), the WebP
    // to others, at the same address (so no page or script changes); caches keep one answer per Accept.
    const avif = await files.avifTwin(asked);
    if (avif) reply.header('vary', 'Accept');
    const file = avif && /\bimage\/avif\b/.test(request.headers.accept ?? '') ? avif : asked;
    const etag = `"${file.sha256}"`;
    const image = file.mimeType.startsWith('image/') && file.mimeType !== 'image/svg+xml';
    reply
      .header('cache-control', cacheControl)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header(
        'content-disposition',
        `${image ? 'inline' : 'attachment'}; filename="${file.name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      );
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return reply.type(file.mimeType).send(await files.bytes(file));
  };

  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES + 1, fields: 20, fieldSize: 10_000 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/files/file',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        consumes,
        summary: 'Upload one file (multipart; type read from the content)',
        response: { 201: Envelope(FileView), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { files: uploads } = await readUploads(request, 1);
      return reply.code(201).send({ data: (await files.upload(uploads))[0]! });
    },
  );
  app.post(
    '/files/file/batch',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        consumes,
        summary: `Upload up to ${UPLOAD_MAX_FILES} files (multipart)`,
        response: { 201: Envelope(Type.Array(FileView)), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { files: uploads } = await readUploads(request);
      return reply.code(201).send({ data: await files.upload(uploads) });
    },
  );
  app.post(
    '/files/attachment',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        consumes,
        summary: 'Upload one file into the attachment library (fields title, alt, folder)',
        response: { 201: Envelope(AttachmentView), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { files: uploads, fields } = await readUploads(request, 1);
      return reply.code(201).send({ data: (await attachments.upload(request.user, uploads, fields))[0]! });
    },
  );

  app.get(
    '/files/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A public picture by its key (private files answer 404 here: they have signed links)',
        params: PublicFileParams,
        response: fileAnswers,
      },
    },
    async (request, reply) => {
      // Keys are 32 hex digits (stored-file.entity.ts); anything else is no file, whatever it looks like (a counting id too).
      if (!Value.Check(FileKey, request.params.id)) throw missing();
      const file = await files.publicFile(request.params.id);
      if (!file) throw missing();
      return sendFile(request, reply, file, 'public, max-age=31536000, immutable');
    },
  );
  app.get(
    '/files/p/:key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Any file, by the signed link a record its viewer may read gave (403 LINK_INVALID, 410 LINK_EXPIRED)',
        params: SignedFileParams,
        querystring: SignedLinkQuery,
        response: { ...fileAnswers, 403: ErrorBody, 410: ErrorBody },
      },
    },
    async (request, reply) => {
      // The signature is checked before the key is looked up: a made-up link learns nothing, not even "no such file".
      const secondsLeft = links.check(request.params.key, request.query.expires, request.query.signature);
      const file = await files.byKey(request.params.key);
      if (!file) throw missing();
      return sendFile(request, reply, file, `private, max-age=${secondsLeft}`);
    },
  );
};

export default filesRoutes;
