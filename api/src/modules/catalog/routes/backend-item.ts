// Items (staff): what is sold, a part or an accessory. The list and a record cover both kinds; POST item (and
// POST item/all, several in one transaction) makes an accessory with its item and base unit (a part's item is
// made by POST part); PUT changes the part's or accessory's catalogue fields; DELETE removes it unless stock,
// carts or orders use it (409 IN_USE). `accessory` lists accessories, `year` the model years with how many parts
// fit each. The catalogue is the shop's, not a supplier's: suppliers (staff) may add the accessories they stock and
// change those while no other supplier stocks them; the writes are ItemDeskService's, the rule catalogue-ownership.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  AccessoryAdminView,
  AccessoryListQuery,
  Envelope,
  ErrorBody,
  IdParams,
  ItemAllBody,
  ItemBody,
  ItemListQuery,
  ItemPatch,
  ItemView,
  ItemYear,
  Paged,
} from '@shop/contracts';
import type { CatalogServices } from '../catalog-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const backendItemRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
  const { desk, items } = services;

  app.get(
    '/api/backend/item',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item'],
        summary:
          'Items (parts and accessories), newest first; ?type, ?search (part number or name); each says whether the caller may change it',
        querystring: ItemListQuery,
        response: { 200: Paged(ItemView), ...errors },
      },
    },
    async (request) => items.list(await request.staffScope(), request.query),
  );

  app.get(
    '/api/backend/item/year',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item'],
        summary: 'Every model year, oldest first, with how many parts fit it',
        response: { 200: Envelope(Type.Array(ItemYear)), ...errors },
      },
    },
    async () => ({ data: await items.years() }),
  );

  app.get(
    '/api/backend/item/accessory',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item'],
        summary:
          'Accessories, by name; ?search (part number or name), ?accessoryCategoryId, ?brandItemId; each says whether the caller may change it',
        querystring: AccessoryListQuery,
        response: { 200: Paged(AccessoryAdminView), ...errors },
      },
    },
    async (request) => items.accessories(await request.staffScope(), request.query),
  );

  app.get(
    '/api/backend/item/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item'],
        summary: 'One item, saying whether the caller may change it',
        params: IdParams,
        response: { 200: Envelope(ItemView), ...errors },
      },
    },
    async (request) => ({ data: (await items.items(await request.staffScope(), [request.params.id]))[0]! }),
  );

  app.post(
    '/api/backend/item',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item'],
        summary:
          'Add an accessory (its item and base unit with it); a supplier adds it as its own and may not set popular (403 ADMIN_ONLY_FIELD)',
        body: ItemBody,
        response: { 201: Envelope(ItemView), ...errors },
      },
    },
    async (request, reply) => {
      const writer = await request.staffScope();
      const ids = await desk.createAccessories(writer, [request.body]);
      return reply.code(201).send({ data: (await items.items(writer, ids))[0]! });
    },
  );

  app.post(
    '/api/backend/item/all',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item'],
        summary:
          'Add several accessories in one transaction (all or none; a bad one is a 400 naming it; popular as in POST item)',
        body: ItemAllBody,
        response: { 201: Envelope(Type.Array(ItemView)), ...errors },
      },
    },
    async (request, reply) => {
      const writer = await request.staffScope();
      const ids = await desk.createAccessories(writer, request.body.items);
      return reply.code(201).send({ data: await items.items(writer, ids) });
    },
  );

  app.put(
    '/api/backend/item/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item'],
        summary:
          "Change an item's condition and its part's or accessory's fields (a supplier: only an item it added that no other supplier stocks, 403 ITEM_NOT_YOURS; never popular, 403 ADMIN_ONLY_FIELD)",
        params: IdParams,
        body: ItemPatch,
        response: { 200: Envelope(ItemView), ...errors },
      },
    },
    async (request) => {
      const writer = await request.staffScope();
      await desk.updateItem(writer, request.params.id, request.body);
      return { data: (await items.items(writer, [request.params.id]))[0]! };
    },
  );

  app.delete(
    '/api/backend/item/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item'],
        summary:
          'Delete an item with its part or accessory (409 IN_USE while stock, carts or orders use it; a supplier: only an item it may change, 403 ITEM_NOT_YOURS)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await desk.deleteItem(await request.staffScope(), request.params.id);
      return { data: null };
    },
  );
};

export default backendItemRoutes;
