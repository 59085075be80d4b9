// Uploads (POST /files/file, /files/file/batch, /files/attachment) and GET /files/:id. Files never change once
// stored, so they are cached for a year; every answer is sent with nosniff, images inline and anything else as a
// download, under a policy that keeps any script inside a file from running.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { AttachmentView, Envelope, ErrorBody, FileView, IdParams, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@shop/contracts';
import Type from 'typebox';
import type { AttachmentService } from '../attachment.service.ts';
import type { FileService } from '../file.service.ts';
import { StoredFile } from '../stored-file.entity.ts';
import { readUploads } from '../uploads.ts';

// The bytes are sent as they are (Fastify does not serialise a Buffer); the schema documents them.
const FileBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The file, with its own content type' });
const uploadErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody };
const consumes = ['multipart/form-data'];
const tags = ['files'];

export interface FilesOptions {
  files: FileService;
  attachments: AttachmentService;
}

const filesRoutes: FastifyPluginAsyncTypebox<FilesOptions> = async (app, { files, attachments }) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES + 1, fields: 20, fieldSize: 10_000 }, throwFileSizeLimit: true });

  const storeFiles = async (uploads: Awaited<ReturnType<typeof readUploads>>['files']) => {
    const checked = await Promise.all(uploads.map((upload) => files.check(upload)));
    const written: string[] = [];
    try {
      const stored = await app.orm.em.transactional(async (em) => Promise.all(checked.map((upload) => files.store(em, upload, written))));
      const views = await files.views(app.orm.em, stored);
      return stored.map((file) => views.get(file.id)!);
    } catch (error) {
      await files.discard(written);
      throw error;
    }
  };

  app.post(
    '/files/file',
    { config: { access: 'signed-in' }, schema: { tags, consumes, summary: 'Upload one file (multipart; type read from the content)', response: { 201: Envelope(FileView), ...uploadErrors } } },
    async (request, reply) => {
      const { files: uploads } = await readUploads(request, 1);
      return reply.code(201).send({ data: (await storeFiles(uploads))[0]! });
    },
  );
  app.post(
    '/files/file/batch',
    { config: { access: 'signed-in' }, schema: { tags, consumes, summary: `Upload up to ${UPLOAD_MAX_FILES} files (multipart)`, response: { 201: Envelope(Type.Array(FileView)), ...uploadErrors } } },
    async (request, reply) => {
      const { files: uploads } = await readUploads(request);
      return reply.code(201).send({ data: await storeFiles(uploads) });
    },
  );
  app.post(
    '/files/attachment',
    { config: { access: 'staff' }, schema: { tags, consumes, summary: 'Upload one file into the attachment library (fields title, alt, folder)', response: { 201: Envelope(AttachmentView), ...uploadErrors } } },
    async (request, reply) => {
      const { files: uploads, fields } = await readUploads(request, 1);
      return reply.code(201).send({ data: (await attachments.upload(request.user, uploads, fields))[0]! });
    },
  );

  app.get(
    '/files/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Download or view a stored file', params: IdParams, response: { 200: FileBytes, 304: Type.Null({ description: 'Not modified (If-None-Match)' }), 400: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      const file = await app.orm.em.findOne(StoredFile, { id: request.params.id }, { populate: ['content'] });
      if (!file) return reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: `File ${request.params.id} not found` });
      const etag = `"${file.sha256}"`;
      const image = file.mimeType.startsWith('image/') && file.mimeType !== 'image/svg+xml';
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('content-disposition', `${image ? 'inline' : 'attachment'}; filename="${file.name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type(file.mimeType).send(await files.bytes(file));
    },
  );
};

export default filesRoutes;
