// Vehicle brands the shop carries no parts for (admins): the five routes from the CRUD helper. Search reads them to
// say "the shop does not know this vehicle" (query-reading.ts); a change is read by the next search in this process
// (other processes hear it through the catalogue's change notification, plugins/catalog-cache.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UncarriedBrandBody, UncarriedBrandListQuery, UncarriedBrandPatch, UncarriedBrandView } from '@shop/contracts';
import { baseView, crudRoutes } from '../../../lib/crud.ts';
import { refuseCarriedName, typedNames } from '../brand-name-clash.ts';
import { forgetQueryDictionary } from '../query-dictionary.ts';
import { UncarriedBrand } from '../uncarried-brand.entity.ts';

/** Spellings as staff typed them, trimmed, each once. */
const spellings = (names: readonly string[] | undefined) =>
  names === undefined ? undefined : [...new Set(names.map((name) => name.trim()))];

const backendUncarriedBrandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) forgetQueryDictionary(app.orm);
  });
  await app.register(
    crudRoutes({
      entity: UncarriedBrand,
      name: 'uncarried-brand',
      label: 'Uncarried brand',
      path: '/api/backend/uncarried-brand',
      tags: ['brand'],
      access: { read: 'admin', write: 'admin' },
      schemas: {
        view: UncarriedBrandView,
        body: UncarriedBrandBody,
        patch: UncarriedBrandPatch,
        query: UncarriedBrandListQuery,
      },
      toView: (row) => ({ ...baseView(row), name: row.name, nameKh: row.nameKh ?? null, otherNames: row.otherNames }),
      search: ['name', 'nameKh'],
      sort: { fields: { name: 'name', createdAt: 'createdAt', updatedAt: 'updatedAt' }, default: 'name' },
      unique: ['name'],
      // Named as a brand, model or maker the shop carries: refused (409 NAME_CLASH), search would never say it.
      prepareCreate: async (body, em) => {
        await refuseCarriedName(em, typedNames(body));
        return {
          name: body.name.trim(),
          nameKh: body.nameKh?.trim() || null,
          otherNames: spellings(body.otherNames) ?? [],
        };
      },
      checkUpdate: (_row, patch, em) => refuseCarriedName(em, typedNames(patch)),
      prepareUpdate: (_row, patch) => ({
        ...patch,
        ...(patch.name === undefined ? {} : { name: patch.name.trim() }),
        ...(patch.nameKh === undefined ? {} : { nameKh: patch.nameKh?.trim() || null }),
        ...(patch.otherNames === undefined ? {} : { otherNames: spellings(patch.otherNames) }),
      }),
    }),
  );
};

export default backendUncarriedBrandRoutes;
