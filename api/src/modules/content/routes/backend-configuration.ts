// Settings (admins): list, change and delete from the CRUD helper; create takes key and value as query parameters
// (as the spec's client sends them) or as a JSON body. There is no single get (spec section 8: 501).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConfigurationCreate, ConfigurationView, Envelope, ErrorBody } from '@shop/contracts';
import { crudRoutes } from '../../../lib/crud.ts';
import { configurationResource } from '../configuration.service.ts';
import type { ContentServices } from '../content-services.ts';

const createRoute: FastifyPluginAsyncTypebox<{ services: ContentServices }> = async (app, { services }) => {
  app.post(
    '/api/backend/configuration',
    {
      config: { access: 'admin' },
      // The spec's client sends no body at all; treat that as an empty one so the query parameters carry the fields.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        tags: ['configuration'],
        summary:
          'Add a setting: key and value (description, isPublic) as query parameters or a JSON body (409 DUPLICATE on a taken key)',
        querystring: ConfigurationCreate,
        body: ConfigurationCreate,
        response: { 201: Envelope(ConfigurationView), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await services.settings.create({ ...request.query, ...request.body }) }),
  );
};

const backendConfigurationRoutes: FastifyPluginAsyncTypebox<{ services: ContentServices }> = async (app, options) => {
  await app.register(createRoute, options);
  await app.register(crudRoutes(configurationResource));
};

export default backendConfigurationRoutes;
