// A part's cross-reference numbers on the catalogue desk: staff read them, admins replace the whole list (audited;
// a bad entry answers 400 naming it, `body/numbers/N`, and changes nothing).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, IdParams, PartNumbersBody, PartNumbersView } from '@shop/contracts';
import type { CatalogServices } from '../catalog-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const backendPartNumbersRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (
  app,
  { services },
) => {
  const { numbers } = services;
  app.get(
    '/api/backend/part/:id/numbers',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['part'],
        summary: "The part's cross-reference numbers (OEM, aftermarket, replaces, replaced by), in staff's order",
        params: IdParams,
        response: { 200: Envelope(PartNumbersView), ...errors },
      },
    },
    async (request) => {
      const partId = request.params.id;
      return { data: { partId, numbers: await numbers.read(partId) } };
    },
  );

  app.put(
    '/api/backend/part/:id/numbers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part'],
        summary: "Replace the part's cross-reference numbers (audited); 400 names the first bad entry",
        params: IdParams,
        body: PartNumbersBody,
        response: { 200: Envelope(PartNumbersView), ...errors },
      },
    },
    async (request) => {
      const partId = request.params.id;
      return { data: { partId, numbers: await numbers.replace(partId, request.body.numbers) } };
    },
  );
};

export default backendPartNumbersRoutes;
