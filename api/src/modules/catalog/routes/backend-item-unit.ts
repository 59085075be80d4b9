// Item units (staff, 9 routes): the units an item is sold in, each with its size in the item's base unit (a box
// of 10 has factor 10). Stock is counted in the base unit, so the base unit keeps factor 1, an item keeps exactly
// one base unit, and a unit carts or orders use cannot be deleted (409 IN_USE).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import Type from 'typebox';
import { Envelope, ErrorBody, ErrorCode, IdParams, ItemUnitBody, ItemUnitListQuery, ItemUnitPatch, ItemUnitView, Paged, UnitOfItemParams } from '@shop/contracts';
import { duplicateError, inUseError } from '../../../lib/crud.ts';
import { HttpError, badRequest, notFound } from '../../../lib/http-error.ts';
import { pageRequest, pagination } from '../../../lib/paging.ts';
import { namedRef, requireRef } from '../desk/references.ts';
import { ItemUnit } from '../item-unit.entity.ts';
import { Item } from '../item.entity.ts';
import { UnitType } from '../unit-type.entity.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const ORDER = [{ isBase: 'desc' }, { factor: 'asc' }, { id: 'asc' }] as const;

const toView = (unit: ItemUnit) => ({
  id: unit.id,
  itemId: unit.item.id,
  unitType: namedRef(unit.unitType),
  factor: unit.factor,
  isBase: unit.isBase,
  createdAt: unit.createdAt.toISOString(),
});

async function findUnit(em: EntityManager, id: number, itemId?: number): Promise<ItemUnit> {
  const unit = await em.findOne(ItemUnit, { id, ...(itemId === undefined ? {} : { item: itemId }) }, { populate: ['unitType'] });
  if (!unit) throw notFound(itemId === undefined ? `Item unit ${id} not found` : `Item ${itemId} has no unit ${id}`);
  return unit;
}

async function flushUnits(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      em.clear();
      throw duplicateError('Item unit', ['unitTypeId'], error);
    }
    throw error;
  }
}

const backendItemUnitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const orm = app.orm;
  const access = { config: { access: 'staff' as const } };
  const unitsOf = async (itemId: number) => {
    if (!(await orm.em.findOne(Item, { id: itemId }))) throw notFound(`Item ${itemId} not found`);
    return orm.em.find(ItemUnit, { item: itemId }, { populate: ['unitType'], orderBy: [...ORDER] as never });
  };

  app.get(
    '/api/backend/item-unit',
    { ...access, schema: { tags: ['item-unit'], summary: 'Item units (base unit first); ?itemId', querystring: ItemUnitListQuery, response: { 200: Paged(ItemUnitView), ...errors } } },
    async (request) => {
      const page = pageRequest(request.query);
      const [rows, total] = await orm.em.findAndCount(ItemUnit, request.query.itemId ? { item: request.query.itemId } : {}, {
        populate: ['unitType'],
        orderBy: [{ item: 'asc' }, ...ORDER] as never,
        limit: page.size,
        offset: page.offset,
      });
      return { data: rows.map(toView), pagination: pagination(page, total) };
    },
  );

  app.get(
    '/api/backend/item-unit/item/:id',
    { ...access, schema: { tags: ['item-unit'], summary: "An item's units, base unit first", params: IdParams, response: { 200: Envelope(Type.Array(ItemUnitView)), ...errors } } },
    async (request) => ({ data: (await unitsOf(request.params.id)).map(toView) }),
  );

  app.get(
    '/api/backend/item-unit/base-unit/item/:id',
    { ...access, schema: { tags: ['item-unit'], summary: "An item's base unit", params: IdParams, response: { 200: Envelope(ItemUnitView), ...errors } } },
    async (request) => {
      const base = (await unitsOf(request.params.id)).find((unit) => unit.isBase);
      if (!base) throw notFound(`Item ${request.params.id} has no base unit`);
      return { data: toView(base) };
    },
  );

  app.get(
    '/api/backend/item-unit/:id',
    { ...access, schema: { tags: ['item-unit'], summary: 'One item unit', params: IdParams, response: { 200: Envelope(ItemUnitView), ...errors } } },
    async (request) => ({ data: toView(await findUnit(orm.em, request.params.id)) }),
  );

  app.get(
    '/api/backend/item-unit/:id/item/:itemId',
    { ...access, schema: { tags: ['item-unit'], summary: 'One unit of one item (404 when the unit is another item\'s)', params: UnitOfItemParams, response: { 200: Envelope(ItemUnitView), ...errors } } },
    async (request) => ({ data: toView(await findUnit(orm.em, request.params.id, request.params.itemId)) }),
  );

  app.post(
    '/api/backend/item-unit',
    { ...access, schema: { tags: ['item-unit'], summary: 'Add a unit to an item (409 DUPLICATE when the item has that unit type)', body: ItemUnitBody, response: { 201: Envelope(ItemUnitView), ...errors } } },
    async (request, reply) => {
      const em = orm.em;
      const item = await requireRef(em, Item, request.body.itemId, 'itemId', 'item');
      const unitType = await requireRef(em, UnitType, request.body.unitTypeId, 'unitTypeId', 'unit type');
      const hasBase = (await em.count(ItemUnit, { item: item.id, isBase: true })) > 0;
      if (!hasBase && request.body.factor !== 1) throw badRequest('factor: the first unit of an item is its base unit, factor 1', 'factor');
      const unit = em.create(ItemUnit, { item, unitType, factor: request.body.factor, isBase: !hasBase });
      await flushUnits(em);
      return reply.code(201).send({ data: toView(unit) });
    },
  );

  app.put(
    '/api/backend/item-unit/unit/:id',
    {
      ...access,
      schema: { tags: ['item-unit'], summary: "Make this unit the item's base unit (it must hold exactly one base unit: factor 1)", params: IdParams, response: { 200: Envelope(Type.Array(ItemUnitView)), ...errors } },
    },
    async (request) => {
      const em = orm.em;
      const unit = await findUnit(em, request.params.id);
      // Stock is counted in base units: a base of another size would change every quantity's meaning.
      if (unit.factor !== 1) throw new HttpError(409, ErrorCode.conflict, `Only a unit of factor 1 can be the base unit (this one holds ${unit.factor})`, { field: 'factor' });
      const units = await em.find(ItemUnit, { item: unit.item.id }, { populate: ['unitType'] });
      for (const other of units) other.isBase = other.id === unit.id;
      await flushUnits(em);
      return { data: units.sort((a, b) => Number(b.isBase) - Number(a.isBase) || a.factor - b.factor || a.id - b.id).map(toView) };
    },
  );

  app.put(
    '/api/backend/item-unit/:id',
    { ...access, schema: { tags: ['item-unit'], summary: "Change a unit's type or size (the base unit keeps factor 1)", params: IdParams, body: ItemUnitPatch, response: { 200: Envelope(ItemUnitView), ...errors } } },
    async (request) => {
      const em = orm.em;
      const unit = await findUnit(em, request.params.id);
      const { unitTypeId, factor } = request.body;
      if (factor !== undefined && unit.isBase && factor !== 1) throw badRequest('factor: the base unit holds exactly 1', 'factor');
      if (unitTypeId !== undefined) unit.unitType = await requireRef(em, UnitType, unitTypeId, 'unitTypeId', 'unit type');
      if (factor !== undefined) unit.factor = factor;
      await flushUnits(em);
      return { data: toView(unit) };
    },
  );

  app.delete(
    '/api/backend/item-unit/:id',
    { ...access, schema: { tags: ['item-unit'], summary: 'Delete a unit (not the base unit; 409 IN_USE while carts or orders use it)', params: IdParams, response: { 200: Envelope(Type.Null()), ...errors } } },
    async (request) => {
      const em = orm.em;
      const unit = await findUnit(em, request.params.id);
      if (unit.isBase) throw new HttpError(409, ErrorCode.conflict, 'The base unit stays while the item exists; make another unit the base first');
      try {
        await em.remove(unit).flush();
      } catch (error) {
        if (error instanceof ForeignKeyConstraintViolationException) {
          em.clear();
          const detail = String((error as { detail?: unknown }).detail ?? error.message);
          throw inUseError('Item unit', unit.id, [/from table "([^"]+)"/.exec(detail)?.[1] ?? 'other records']);
        }
        throw error;
      }
      return { data: null };
    },
  );
};

export default backendItemUnitRoutes;
