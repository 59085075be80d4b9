// GET /api/frontend/attachment/:id: what the storefront may show of an attachment; a trashed one is gone.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, IdParams, PublicAttachmentView } from '@shop/contracts';
import { notFound } from '../../../lib/http-error.ts';
import { Attachment } from '../attachment.entity.ts';
import type { AttachmentService } from '../attachment.service.ts';

const frontendAttachmentRoutes: FastifyPluginAsyncTypebox<{ attachments: AttachmentService }> = async (app, { attachments }) => {
  app.get(
    '/api/frontend/attachment/:id',
    { config: { access: 'public' }, schema: { tags: ['attachment'], summary: 'An attachment the storefront shows (not trashed)', params: IdParams, response: { 200: Envelope(PublicAttachmentView), 400: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      const row = await app.orm.em.findOne(Attachment, { id: request.params.id, trashedAt: null });
      if (!row) throw notFound(`Attachment ${request.params.id} not found`);
      const [view] = await attachments.views(app.orm.em, [row]);
      return { data: { id: view!.id, file: view!.file, title: view!.title, alt: view!.alt } };
    },
  );
};

export default frontendAttachmentRoutes;
