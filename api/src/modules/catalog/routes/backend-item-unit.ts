// Item units (staff, 9 routes): the units an item is sold in, each with its size in the item's base unit (a box
// of 10 has factor 10). Stock is counted in the base unit, so the base unit keeps factor 1, an item keeps exactly
// one base unit, and a unit carts or orders use cannot be deleted (409 IN_USE). Units are part of their item: a
// supplier changes them only while it may change the item (403 ITEM_NOT_YOURS), and a unit's factor never changes
// once stock, carts, orders or returns use it (409 UNIT_FACTOR_IN_USE); the writes are ItemDeskService's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  Envelope,
  ErrorBody,
  IdParams,
  ItemUnitBody,
  ItemUnitListQuery,
  ItemUnitPatch,
  ItemUnitView,
  Paged,
  UnitOfItemParams,
} from '@shop/contracts';
import type { CatalogServices } from '../catalog-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const backendItemUnitRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
  const { desk, units } = services;

  app.get(
    '/api/backend/item-unit',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item-unit'],
        summary: 'Item units (base unit first); ?itemId',
        querystring: ItemUnitListQuery,
        response: { 200: Paged(ItemUnitView), ...errors },
      },
    },
    async (request) => units.list(request.query),
  );

  app.get(
    '/api/backend/item-unit/item/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item-unit'],
        summary: "An item's units, base unit first",
        params: IdParams,
        response: { 200: Envelope(Type.Array(ItemUnitView)), ...errors },
      },
    },
    async (request) => ({ data: await units.ofItem(request.params.id) }),
  );

  app.get(
    '/api/backend/item-unit/base-unit/item/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item-unit'],
        summary: "An item's base unit",
        params: IdParams,
        response: { 200: Envelope(ItemUnitView), ...errors },
      },
    },
    async (request) => ({ data: await units.baseOf(request.params.id) }),
  );

  app.get(
    '/api/backend/item-unit/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item-unit'],
        summary: 'One item unit',
        params: IdParams,
        response: { 200: Envelope(ItemUnitView), ...errors },
      },
    },
    async (request) => ({ data: await units.one(request.params.id) }),
  );

  app.get(
    '/api/backend/item-unit/:id/item/:itemId',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item-unit'],
        summary: "One unit of one item (404 when the unit is another item's)",
        params: UnitOfItemParams,
        response: { 200: Envelope(ItemUnitView), ...errors },
      },
    },
    async (request) => ({ data: await units.one(request.params.id, { itemId: request.params.itemId }) }),
  );

  app.post(
    '/api/backend/item-unit',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item-unit'],
        summary: 'Add a unit to an item (409 DUPLICATE when the item has that unit type)',
        body: ItemUnitBody,
        response: { 201: Envelope(ItemUnitView), ...errors },
      },
    },
    async (request, reply) => {
      const id = await desk.addUnit(await request.staffScope(), request.body);
      return reply.code(201).send({ data: await units.one(id, { written: true }) });
    },
  );

  app.put(
    '/api/backend/item-unit/unit/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item-unit'],
        summary: "Make this unit the item's base unit (it must hold exactly one base unit: factor 1)",
        params: IdParams,
        response: { 200: Envelope(Type.Array(ItemUnitView)), ...errors },
      },
    },
    async (request) => {
      const itemId = await desk.makeBase(await request.staffScope(), request.params.id);
      return { data: await units.ofItemWritten(itemId) };
    },
  );

  app.put(
    '/api/backend/item-unit/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item-unit'],
        summary:
          "Change a unit's type or size (the base unit keeps factor 1; a unit in use keeps its factor, 409 UNIT_FACTOR_IN_USE)",
        params: IdParams,
        body: ItemUnitPatch,
        response: { 200: Envelope(ItemUnitView), ...errors },
      },
    },
    async (request) => {
      await desk.changeUnit(await request.staffScope(), request.params.id, request.body);
      return { data: await units.one(request.params.id, { written: true }) };
    },
  );

  app.delete(
    '/api/backend/item-unit/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['item-unit'],
        summary: 'Delete a unit (not the base unit; 409 IN_USE while carts or orders use it)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await desk.deleteUnit(await request.staffScope(), request.params.id);
      return { data: null };
    },
  );
};

export default backendItemUnitRoutes;
