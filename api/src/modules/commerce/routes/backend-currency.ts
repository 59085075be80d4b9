// Currencies (admins): the rates to USD; KHR's converts every riel amount the shop shows.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { CurrencyBody, CurrencyListQuery, CurrencyPatch, CurrencyView, Envelope, ErrorBody, IdParams, Paged } from '@shop/contracts';
import { pageRequest } from '../../../lib/paging.ts';
import { CurrencyService } from '../currency.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const admin = { config: { access: 'admin' as const } };
const tags = ['currency'];

const backendCurrencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const currencies = new CurrencyService(app.orm);
  app.get(
    '/api/backend/currency',
    { ...admin, schema: { tags, summary: 'Currencies and their rates to USD (?active=true|false)', querystring: CurrencyListQuery, response: { 200: Paged(CurrencyView), ...errors } } },
    async (request) => currencies.list(pageRequest(request.query), request.query.active),
  );
  app.get(
    '/api/backend/currency/:id',
    { ...admin, schema: { tags, summary: 'One currency', params: IdParams, response: { 200: Envelope(CurrencyView), ...errors } } },
    async (request) => ({ data: await currencies.one(request.params.id) }),
  );
  app.post(
    '/api/backend/currency',
    {
      ...admin,
      schema: { tags, summary: 'Add a currency (unique 3-letter code, rate per 1 USD > 0 with at most 6 decimals)', body: CurrencyBody, response: { 201: Envelope(CurrencyView), ...errors } },
    },
    async (request, reply) => reply.code(201).send({ data: await currencies.create(request.body) }),
  );
  app.put(
    '/api/backend/currency/:id',
    {
      ...admin,
      schema: { tags, summary: 'Change a currency; a new KHR rate shows in every riel amount at once (USD stays at 1)', params: IdParams, body: CurrencyPatch, response: { 200: Envelope(CurrencyView), ...errors } },
    },
    async (request) => ({ data: await currencies.update(request.params.id, request.body) }),
  );
  app.delete(
    '/api/backend/currency/:id',
    { ...admin, schema: { tags, summary: 'Delete a currency (not USD, not KHR: 409)', params: IdParams, response: { 200: Envelope(Type.Null()), ...errors } } },
    async (request) => {
      await currencies.remove(request.params.id);
      return { data: null };
    },
  );
};

export default backendCurrencyRoutes;
