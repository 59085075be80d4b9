// Parts (admins): the CRUD helper's list, get, create and update, a delete that takes the part's item with it, and
// the popular and best-seller switches. A new part gets its item (what stock and carts refer to) and a base unit in
// the same transaction. Deleting a part that stock, carts or orders use is refused (409 IN_USE naming them).
// Every write asks the catalogue's ownership rule (catalogue-ownership.ts), as the item routes and imports do.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  Envelope,
  ErrorBody,
  FlagBody,
  IdParams,
  PartAdminView,
  PartNumberCheck,
  PartNumberCheckQuery,
} from '@shop/contracts';
import { crudRoutes } from '../../../lib/crud.ts';
import type { CatalogServices } from '../catalog-services.ts';
import { partResource } from '../item-desk.service.ts';
import { partView } from '../item-record-view.ts';

const backendPartRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
  const { desk, items } = services;
  await app.register(crudRoutes(partResource));

  // Asked by the part form as a number is typed: the maker's own part of that number (a save would be refused) and
  // other makers' (allowed, with a warning). Compared by partNumberKey, as the save's check is.
  app.get(
    '/api/backend/part/number-check',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part'],
        summary:
          "Parts already going by a part number (without case, spaces, dashes, dots): the maker's own and others'",
        querystring: PartNumberCheckQuery,
        response: { 200: Envelope(PartNumberCheck), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ data: await items.partNumberMatches(request.query) }),
  );

  app.delete(
    '/api/backend/part/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part'],
        summary: 'Delete a part with its item, units and fitments (409 IN_USE while stock, carts or orders use it)',
        params: IdParams,
        response: {
          200: Envelope(Type.Null()),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      await desk.deletePart(request.params.id);
      return { data: null };
    },
  );

  for (const [flag, field] of [
    ['popular', 'popular'],
    ['best-seller', 'bestSeller'],
  ] as const) {
    app.put(
      `/api/backend/part/${flag}/:id`,
      {
        config: { access: 'admin' },
        // Without a body it switches over; an absent body is read as `{}` so the schema still applies.
        preValidation: async (request) => {
          request.body ??= {};
        },
        schema: {
          tags: ['part'],
          summary: `Set ${flag} ({ value }), or switch it over without a body`,
          params: IdParams,
          body: FlagBody,
          response: { 200: Envelope(PartAdminView), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => ({
        data: partView(await desk.setPartFlag(request.params.id, field, request.body.value)),
      }),
    );
  }
};

export default backendPartRoutes;
