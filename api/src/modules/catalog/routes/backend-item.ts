// Items (staff): what is sold, a part or an accessory. The list and a record cover both kinds; POST item (and
// POST item/all, several in one transaction) makes an accessory with its item and base unit (a part's item is
// made by POST part); PUT changes the part's or accessory's catalogue fields; DELETE removes it unless stock,
// carts or orders use it (409 IN_USE). `accessory` lists accessories, `year` the model years with how many parts
// fit each. The catalogue is the shop's, not a supplier's: suppliers (staff) may add the accessories they stock and
// change those while no other supplier stocks them; the writes are ItemDeskService's, the rule catalogue-ownership.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EntityManager, FilterQuery } from '@mikro-orm/core';
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
import { likePattern } from '../../../lib/crud.ts';
import { notFound } from '../../../lib/http-error.ts';
import { pageRequest, pagination } from '../../../lib/paging.ts';
import { emptySql, queryRows, sql } from '../../../lib/sql.ts';
import { Accessory } from '../accessory.entity.ts';
import { catalogueWriter, itemLocks, type CatalogueWriter } from '../catalogue-ownership.ts';
import { imageUrl, namedRef } from '../desk/references.ts';
import type { CatalogServices } from '../catalog-services.ts';

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

type Ownership = Awaited<ReturnType<typeof itemLocks>>;
const ownershipOf = (locks: Ownership, itemId: number) => locks.get(itemId) ?? { editable: false, lock: null };

const itemView = (row: ItemRow, locks: Ownership) => ({
  id: row.id,
  type: row.type,
  condition: row.condition,
  recordId: row.record_id,
  partNumber: row.part_number,
  name: row.name,
  nameKh: row.name_kh,
  maker: { id: row.maker_id, name: row.maker_name, nameKh: row.maker_name_kh },
  createdAt: new Date(row.created_at).toISOString(),
  ...ownershipOf(locks, row.id),
});

const accessoryView = (row: Accessory, locks: Ownership) => ({
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
  ...ownershipOf(locks, row.item.id),
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

/** Rows as views, each saying whether `writer` may change it. */
async function itemViews(em: EntityManager, writer: CatalogueWriter, rows: ItemRow[]) {
  const locks = await itemLocks(
    em,
    writer,
    rows.map((row) => row.id),
  );
  return rows.map((row) => itemView(row, locks));
}

const backendItemRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
  const orm = app.orm;
  const { desk } = services;
  const access = { config: { access: 'staff' as const } };
  const writerOf = (request: { user: { id: number; type: string } }) => catalogueWriter(orm.em, request.user);
  /** Items by id, in the given order, as `writer` sees them (after a write: read from the committed rows). */
  const findItems = async (writer: CatalogueWriter, ids: number[]) => {
    const views = [];
    for (const id of ids) {
      const [row] = await queryRows<ItemRow>(orm, itemsSql({ id }));
      if (!row) throw notFound(`Item ${id} not found`);
      views.push(...(await itemViews(orm.em, writer, [row])));
    }
    return views;
  };

  app.get(
    '/api/backend/item',
    {
      ...access,
      schema: {
        tags: ['item'],
        summary:
          'Items (parts and accessories), newest first; ?type, ?search (part number or name); each says whether the caller may change it',
        querystring: ItemListQuery,
        response: { 200: Paged(ItemView), ...errors },
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const filter = {
        ...(request.query.type ? { type: request.query.type } : {}),
        ...(request.query.search ? { search: request.query.search } : {}),
      };
      const rows = await queryRows<ItemRow>(orm, itemsSql(filter, page));
      // A page past the end has no row to carry the total: ask for the first one.
      const total =
        rows[0]?.total ??
        (page.offset > 0
          ? ((await queryRows<ItemRow>(orm, itemsSql(filter, { size: 1, offset: 0 })))[0]?.total ?? 0)
          : 0);
      return { data: await itemViews(orm.em, await writerOf(request), rows), pagination: pagination(page, total) };
    },
  );

  app.get(
    '/api/backend/item/year',
    {
      ...access,
      schema: {
        tags: ['item'],
        summary: 'Every model year, oldest first, with how many parts fit it',
        response: { 200: Envelope(Type.Array(ItemYear)), ...errors },
      },
    },
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
      schema: {
        tags: ['item'],
        summary:
          'Accessories, by name; ?search (part number or name), ?accessoryCategoryId, ?brandItemId; each says whether the caller may change it',
        querystring: AccessoryListQuery,
        response: { 200: Paged(AccessoryAdminView), ...errors },
      },
    },
    async (request) => {
      const { search, accessoryCategoryId, brandItemId } = request.query;
      const text = search?.trim();
      const where: FilterQuery<Accessory> = {
        ...(accessoryCategoryId ? { accessoryCategory: accessoryCategoryId } : {}),
        ...(brandItemId ? { brandItem: brandItemId } : {}),
        ...(text
          ? {
              $or: [
                { partNumberKey: { $like: `${partNumberKey(text)}%` } },
                { name: { $ilike: likePattern(text) } },
                { nameKh: { $ilike: likePattern(text) } },
              ],
            }
          : {}),
      };
      const page = pageRequest(request.query);
      const [rows, total] = await orm.em.findAndCount(Accessory, where, {
        populate: ['brandItem', 'accessoryCategory', 'image'],
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        limit: page.size,
        offset: page.offset,
      });
      const locks = await itemLocks(
        orm.em,
        await writerOf(request),
        rows.map((row) => row.item.id),
      );
      return { data: rows.map((row) => accessoryView(row, locks)), pagination: pagination(page, total) };
    },
  );

  app.get(
    '/api/backend/item/:id',
    {
      ...access,
      schema: {
        tags: ['item'],
        summary: 'One item, saying whether the caller may change it',
        params: IdParams,
        response: { 200: Envelope(ItemView), ...errors },
      },
    },
    async (request) => ({ data: (await findItems(await writerOf(request), [request.params.id]))[0]! }),
  );

  app.post(
    '/api/backend/item',
    {
      ...access,
      schema: {
        tags: ['item'],
        summary:
          'Add an accessory (its item and base unit with it); a supplier adds it as its own and may not set popular (403 ADMIN_ONLY_FIELD)',
        body: ItemBody,
        response: { 201: Envelope(ItemView), ...errors },
      },
    },
    async (request, reply) => {
      const writer = await writerOf(request);
      const ids = await desk.createAccessories(writer, [request.body]);
      return reply.code(201).send({ data: (await findItems(writer, ids))[0]! });
    },
  );

  app.post(
    '/api/backend/item/all',
    {
      ...access,
      schema: {
        tags: ['item'],
        summary:
          'Add several accessories in one transaction (all or none; a bad one is a 400 naming it; popular as in POST item)',
        body: ItemAllBody,
        response: { 201: Envelope(Type.Array(ItemView)), ...errors },
      },
    },
    async (request, reply) => {
      const writer = await writerOf(request);
      const ids = await desk.createAccessories(writer, request.body.items);
      return reply.code(201).send({ data: await findItems(writer, ids) });
    },
  );

  app.put(
    '/api/backend/item/:id',
    {
      ...access,
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
      const writer = await writerOf(request);
      await desk.updateItem(writer, request.params.id, request.body);
      return { data: (await findItems(writer, [request.params.id]))[0]! };
    },
  );

  app.delete(
    '/api/backend/item/:id',
    {
      ...access,
      schema: {
        tags: ['item'],
        summary:
          'Delete an item with its part or accessory (409 IN_USE while stock, carts or orders use it; a supplier: only an item it may change, 403 ITEM_NOT_YOURS)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await desk.deleteItem(await writerOf(request), request.params.id);
      return { data: null };
    },
  );
};

export default backendItemRoutes;
