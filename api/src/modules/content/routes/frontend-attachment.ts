// GET /api/frontend/attachment/:id: what the storefront may show of an attachment. Only an attachment whose file is
// a public picture (public-pictures.ts: a part, accessory, category, brand or maker shows it) is the storefront's;
// any other is private and answers 404 like a missing or trashed one, except to staff who may read it in the
// back-office (a bearer token sent along), who get its signed link.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { allows, Envelope, ErrorBody, IdParams, PublicAttachmentView } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error.ts';
import type { ContentServices } from '../content-services.ts';

const frontendAttachmentRoutes: FastifyPluginAsyncTypebox<{ services: ContentServices }> = async (
  app,
  { services },
) => {
  const { attachments } = services;
  /** Whether the caller (if signed in) may read the attachment in the back-office. */
  const staffMayRead = async (request: FastifyRequest, id: number): Promise<boolean> => {
    if (!request.headers.authorization) return false;
    const caller = await app.authenticate(request);
    if (!allows('staff', caller.type)) return false;
    return attachments.one(caller, id, false).then(
      () => true,
      (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return false;
        throw error;
      },
    );
  };

  app.get(
    '/api/frontend/attachment/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['attachment'],
        summary:
          'An attachment the storefront shows: its file is a public picture (others answer 404, except to staff who may read them)',
        params: IdParams,
        response: { 200: Envelope(PublicAttachmentView), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { data: await attachments.publicView(id, () => staffMayRead(request, id)) };
    },
  );
};

export default frontendAttachmentRoutes;
