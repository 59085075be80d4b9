// Settings (admins): list, change and delete from the CRUD helper; create takes key and value as query parameters
// (as the spec's client sends them) or as a JSON body. There is no single get (spec section 8: 501).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConfigurationCreate,
  ConfigurationListQuery,
  ConfigurationPatch,
  ConfigurationView,
  Envelope,
  ErrorBody,
} from '@shop/contracts';
import { baseView, crudRoutes } from '../../../lib/crud.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { Configuration } from '../configuration.entity.ts';

const toView = (row: Configuration) => ({
  ...baseView(row),
  key: row.key,
  value: row.value,
  description: row.description ?? null,
  descriptionKh: row.descriptionKh ?? null,
  isPublic: row.isPublic,
});

const createRoute: FastifyPluginAsyncTypebox = async (app) => {
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
          'Add a setting: key and value (description, descriptionKh, isPublic) as query parameters or a JSON body (409 DUPLICATE on a taken key)',
        querystring: ConfigurationCreate,
        body: ConfigurationCreate,
        response: { 201: Envelope(ConfigurationView), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const given = { ...request.query, ...request.body };
      if (given.key === undefined) throw badRequest('key is required', { field: 'key' });
      if (given.value === undefined) throw badRequest('value is required', { field: 'value' });
      const em = app.orm.em;
      const row = em.create(Configuration, {
        key: given.key,
        value: given.value,
        description: given.description ?? null,
        descriptionKh: given.descriptionKh ?? null,
        isPublic: given.isPublic ?? true,
      });
      await em.flush(); // a taken key: 409 DUPLICATE from the error handler
      return reply.code(201).send({ data: toView(row) });
    },
  );
};

const backendConfigurationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(createRoute);
  await app.register(
    crudRoutes(app.orm, {
      entity: Configuration,
      name: 'configuration',
      label: 'Setting',
      path: '/api/backend/configuration',
      tags: ['configuration'],
      access: { read: 'admin', write: 'admin' },
      schemas: {
        view: ConfigurationView,
        body: ConfigurationCreate,
        patch: ConfigurationPatch,
        query: ConfigurationListQuery,
      },
      toView,
      search: ['key', 'value', 'description', 'descriptionKh'],
      sort: { fields: { key: 'key', createdAt: 'createdAt', updatedAt: 'updatedAt' }, default: 'key' },
      filter: (query) => (query.isPublic === undefined ? {} : { isPublic: query.isPublic }),
      unique: ['key'],
      without: ['get', 'create'],
    }),
  );
};

export default backendConfigurationRoutes;
