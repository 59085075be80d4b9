// Items (staff): what is sold, a part or an accessory. The list and a record cover both kinds; POST item (and
// POST item/all, several in one transaction) makes an accessory with its item and base unit (a part's item is
// made by POST part); PUT changes the part's or accessory's catalogue fields; DELETE removes it unless stock,
// carts or orders use it (409 IN_USE). `accessory` lists accessories, `year` the model years with how many parts
// fit each. The catalogue is the shop's, not a supplier's: suppliers (staff) may add the accessories they stock.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForeignKeyConstraintViolationException, type EntityManager, type FilterQuery } from '@mikro-orm/core';
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
  partNumberKey,
} from '@shop/contracts';
import { inUseError, likePattern } from '../../../lib/crud.ts';
import { HttpError, badRequest, notFound } from '../../../lib/http-error.ts';
import { pageRequest, pagination } from '../../../lib/paging.ts';
import { emptySql, queryRows, sql } from '../../../lib/sql.ts';
import { AccessoryCategory } from '../accessory-category.entity.ts';
import { Accessory } from '../accessory.entity.ts';
import { BrandItem } from '../brand-item.entity.ts';
import { baseUnitType, imageRef, imageUrl, namedRef, requireRef } from '../desk/references.ts';
import { ItemUnit } from '../item-unit.entity.ts';
import { Item } from '../item.entity.ts';
import { Part } from '../part.entity.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

interface ItemRow {
  id: number;
  type: 'Part' | 'Accessory';
  condition: 'New';
  created_at: Date;
  record_id: number;
  part_number: string;
  name: string;
  name_kh: string | null;
  maker_id: number;
  maker_name: string;
  maker_name_kh: string | null;
  total: number;
}

const itemView = (row: ItemRow) => ({
  id: row.id,
  type: row.type,
  condition: row.condition,
  recordId: row.record_id,
  partNumber: row.part_number,
  name: row.name,
  nameKh: row.name_kh,
  maker: { id: row.maker_id, name: row.maker_name, nameKh: row.maker_name_kh },
  createdAt: new Date(row.created_at).toISOString(),
});

export const accessoryView = (row: Accessory) => ({
  id: row.id,
  itemId: row.item.id,
  partNumber: row.partNumber,
  name: row.name,
  nameKh: row.nameKh ?? null,
  description: row.description ?? null,
  descriptionKh: row.descriptionKh ?? null,
  maker: namedRef(row.brandItem),
  accessoryCategory: namedRef(row.accessoryCategory),
  imageId: row.image?.id ?? null,
  image: imageUrl(row.image),
  popular: row.popular,
  createdAt: row.createdAt.toISOString(),
});

/** Items (with their part's or accessory's names and maker), newest first. */
function itemsSql(where: { id?: number; type?: string; search?: string }, page?: { size: number; offset: number }) {
  const search = where.search?.trim();
  return sql`
    select i.id, i.type, i.condition, i.created_at, coalesce(p.id, a.id) as record_id,
           coalesce(p.part_number, a.part_number) as part_number, coalesce(p.name, a.name) as name, coalesce(p.name_kh, a.name_kh) as name_kh,
           m.id as maker_id, m.name as maker_name, m.name_kh as maker_name_kh, (count(*) over ())::int as total
      from item i
      left join part p on p.item_id = i.id
      left join accessory a on a.item_id = i.id
      join brand_item m on m.id = coalesce(p.brand_item_id, a.brand_item_id)
     where true
       ${where.id === undefined ? emptySql : sql`and i.id = ${where.id}`}
       ${where.type === undefined ? emptySql : sql`and i.type = ${where.type}`}
       ${
         search
           ? sql`and (coalesce(p.part_number_key, a.part_number_key) like ${`${partNumberKey(search)}%`}
                 or coalesce(p.name, a.name) ilike ${likePattern(search)} or coalesce(p.name_kh, a.name_kh) ilike ${likePattern(search)})`
           : emptySql
       }
     order by i.id desc
     ${page ? sql`limit ${page.size} offset ${page.offset}` : emptySql}`;
}

async function findItem(app: { orm: Parameters<typeof queryRows>[0] }, id: number) {
  const [row] = await queryRows<ItemRow>(app.orm, itemsSql({ id }));
  if (!row) throw notFound(`Item ${id} not found`);
  return itemView(row);
}

/** A new accessory from a body: its item, its base unit and itself (flushed by the caller). */
async function createAccessory(em: EntityManager, body: ItemBody): Promise<Accessory> {
  const maker = await requireRef(em, BrandItem, body.brandItemId, 'brandItemId', 'maker');
  const category = await requireRef(em, AccessoryCategory, body.accessoryCategoryId, 'accessoryCategoryId', 'accessory category');
  const image = await imageRef(em, body.imageId);
  const unit = await baseUnitType(em, body.unitTypeId);
  const item = em.create(Item, { type: 'Accessory', condition: body.condition ?? 'New' });
  em.create(ItemUnit, { item, unitType: unit, factor: 1, isBase: true });
  return em.create(Accessory, {
    item,
    partNumber: body.partNumber.trim(),
    name: body.name.trim(),
    nameKh: body.nameKh ?? null,
    description: body.description ?? null,
    descriptionKh: body.descriptionKh ?? null,
    brandItem: maker,
    accessoryCategory: category,
    image: image ?? null,
    popular: body.popular ?? false,
    // searchText is generated by PostgreSQL; the entity's required-data type still lists it.
  } as never);
}

/** Removes what an item is (part or accessory) and the item in one flush; 409 IN_USE while other records use it. */
export async function deleteItem(em: EntityManager, item: Item): Promise<void> {
  const record = (await em.findOne(Part, { item: item.id })) ?? (await em.findOne(Accessory, { item: item.id }));
  try {
    if (record) em.remove(record);
    em.remove(item);
    await em.flush();
  } catch (error) {
    if (error instanceof ForeignKeyConstraintViolationException) {
      em.clear();
      const detail = String((error as { detail?: unknown }).detail ?? error.message);
      throw inUseError('Item', item.id, [/from table "([^"]+)"/.exec(detail)?.[1] ?? 'other records']);
    }
    throw error;
  }
}

const backendItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const orm = app.orm;
  const access = { config: { access: 'staff' as const } };

  app.get(
    '/api/backend/item',
    { ...access, schema: { tags: ['item'], summary: 'Items (parts and accessories), newest first; ?type, ?search (part number or name)', querystring: ItemListQuery, response: { 200: Paged(ItemView), ...errors } } },
    async (request) => {
      const page = pageRequest(request.query);
      const filter = { ...(request.query.type ? { type: request.query.type } : {}), ...(request.query.search ? { search: request.query.search } : {}) };
      const rows = await queryRows<ItemRow>(orm, itemsSql(filter, page));
      // A page past the end has no row to carry the total: ask for the first one.
      const total = rows[0]?.total ?? (page.offset > 0 ? ((await queryRows<ItemRow>(orm, itemsSql(filter, { size: 1, offset: 0 })))[0]?.total ?? 0) : 0);
      return { data: rows.map(itemView), pagination: pagination(page, total) };
    },
  );

  app.get(
    '/api/backend/item/year',
    { ...access, schema: { tags: ['item'], summary: 'Every model year, oldest first, with how many parts fit it', response: { 200: Envelope(Type.Array(ItemYear)), ...errors } } },
    async () => {
      const rows = await queryRows<{ id: number; value: number; parts: number }>(
        orm,
        sql`select y.id, y.value, count(distinct f.part_id)::int as parts from year y left join part_fit f on f.year_id = y.id group by y.id order by y.value`,
      );
      return { data: rows };
    },
  );

  app.get(
    '/api/backend/item/accessory',
    {
      ...access,
      schema: { tags: ['item'], summary: 'Accessories, by name; ?search (part number or name), ?accessoryCategoryId, ?brandItemId', querystring: AccessoryListQuery, response: { 200: Paged(AccessoryAdminView), ...errors } },
    },
    async (request) => {
      const { search, accessoryCategoryId, brandItemId } = request.query;
      const text = search?.trim();
      const where: FilterQuery<Accessory> = {
        ...(accessoryCategoryId ? { accessoryCategory: accessoryCategoryId } : {}),
        ...(brandItemId ? { brandItem: brandItemId } : {}),
        ...(text ? { $or: [{ partNumberKey: { $like: `${partNumberKey(text)}%` } }, { name: { $ilike: likePattern(text) } }, { nameKh: { $ilike: likePattern(text) } }] } : {}),
      };
      const page = pageRequest(request.query);
      const [rows, total] = await orm.em.findAndCount(Accessory, where, {
        populate: ['brandItem', 'accessoryCategory', 'image'],
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        limit: page.size,
        offset: page.offset,
      });
      return { data: rows.map(accessoryView), pagination: pagination(page, total) };
    },
  );

  app.get(
    '/api/backend/item/:id',
    { ...access, schema: { tags: ['item'], summary: 'One item', params: IdParams, response: { 200: Envelope(ItemView), ...errors } } },
    async (request) => ({ data: await findItem(app, request.params.id) }),
  );

  app.post(
    '/api/backend/item',
    { ...access, schema: { tags: ['item'], summary: 'Add an accessory (its item and base unit with it)', body: ItemBody, response: { 201: Envelope(ItemView), ...errors } } },
    async (request, reply) => {
      const accessory = await createAccessory(orm.em, request.body);
      await orm.em.flush();
      return reply.code(201).send({ data: await findItem(app, accessory.item.id) });
    },
  );

  app.post(
    '/api/backend/item/all',
    {
      ...access,
      schema: { tags: ['item'], summary: 'Add several accessories in one transaction (all or none; a bad one is a 400 naming it)', body: ItemAllBody, response: { 201: Envelope(Type.Array(ItemView)), ...errors } },
    },
    async (request, reply) => {
      const em = orm.em;
      const made: Accessory[] = [];
      for (const [index, body] of request.body.items.entries()) {
        try {
          made.push(await createAccessory(em, body));
        } catch (error) {
          em.clear();
          if (error instanceof HttpError) throw new HttpError(error.statusCode, error.code, `items[${index}]: ${error.message}`, { field: 'items' });
          throw error;
        }
      }
      await em.flush();
      const views = [];
      for (const accessory of made) views.push(await findItem(app, accessory.item.id));
      return reply.code(201).send({ data: views });
    },
  );

  app.put(
    '/api/backend/item/:id',
    { ...access, schema: { tags: ['item'], summary: "Change an item's condition and its part's or accessory's fields", params: IdParams, body: ItemPatch, response: { 200: Envelope(ItemView), ...errors } } },
    async (request) => {
      const em = orm.em;
      const item = await em.findOne(Item, { id: request.params.id });
      if (!item) throw notFound(`Item ${request.params.id} not found`);
      const { condition, brandItemId, accessoryCategoryId, imageId, ...fields } = request.body;
      if (condition !== undefined) item.condition = condition;
      const record = item.type === 'Part' ? await em.findOne(Part, { item: item.id }) : await em.findOne(Accessory, { item: item.id });
      if (!record) throw notFound(`Item ${item.id} has no ${item.type.toLowerCase()}`);
      if (accessoryCategoryId !== undefined && !(record instanceof Accessory)) throw badRequest('accessoryCategoryId: a part has a category, not an accessory category (PUT /api/backend/part/:id)', 'accessoryCategoryId');
      em.assign(record, {
        ...fields,
        ...(fields.partNumber === undefined ? {} : { partNumber: fields.partNumber.trim() }),
        ...(fields.name === undefined ? {} : { name: fields.name.trim() }),
        ...(brandItemId === undefined ? {} : { brandItem: await requireRef(em, BrandItem, brandItemId, 'brandItemId', 'maker') }),
        ...(imageId === undefined ? {} : { image: await imageRef(em, imageId) }),
        ...(accessoryCategoryId === undefined ? {} : { accessoryCategory: await requireRef(em, AccessoryCategory, accessoryCategoryId, 'accessoryCategoryId', 'accessory category') }),
      } as never);
      await em.flush();
      return { data: await findItem(app, item.id) };
    },
  );

  app.delete(
    '/api/backend/item/:id',
    { ...access, schema: { tags: ['item'], summary: 'Delete an item with its part or accessory (409 IN_USE while stock, carts or orders use it)', params: IdParams, response: { 200: Envelope(Type.Null()), ...errors } } },
    async (request) => {
      const item = await orm.em.findOne(Item, { id: request.params.id });
      if (!item) throw notFound(`Item ${request.params.id} not found`);
      await deleteItem(orm.em, item);
      return { data: null };
    },
  );
};

export default backendItemRoutes;
