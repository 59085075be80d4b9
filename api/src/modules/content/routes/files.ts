// GET /files/:id: a stored file. Files never change once stored, so they are cached for a year; SVGs are
// served under a policy that keeps any script inside them from running.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '@shop/contracts';
import Type from 'typebox';
import { ContentService } from '../content.service.ts';

// The bytes are sent as they are (Fastify does not serialise a Buffer); the schema documents them.
const FileBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The file, with its own content type' });

const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const content = new ContentService(app.orm);

  app.get(
    '/files/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['content'], summary: 'Download or view a stored file', params: IdParams, response: { 200: FileBytes, 304: Type.Null({ description: 'Not modified (If-None-Match)' }), 400: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      const file = await content.file(request.params.id);
      const etag = `"${file.sha256}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('content-disposition', `inline; filename="${file.name.replace(/[^\w.-]/g, '_')}"`);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type(file.mimeType).send(Buffer.from(file.content ?? []));
    },
  );
};

export default filesRoutes;
