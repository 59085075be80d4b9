// Parts (admins): the CRUD helper's list, get, create and update, a delete that takes the part's item with it, and
// the popular and best-seller switches. A new part gets its item (what stock and carts refer to) and a base unit in
// the same transaction. Deleting a part that stock, carts or orders use is refused (409 IN_USE naming them).
// Every write asks the catalogue's ownership rule (catalogue-ownership.ts), as the item routes and imports do.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EntityManager } from '@mikro-orm/core';
import Type from 'typebox';
import {
  BackofficeErrorCode,
  Envelope,
  ErrorBody,
  FlagBody,
  IdParams,
  PartAdminView,
  PartBody,
  PartListQuery,
  PartNumberCheck,
  PartNumberCheckQuery,
  PartPatch,
  partNumberKey,
} from '@shop/contracts';
import { crudRoutes, likePattern } from '../../../lib/crud.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import { BrandItem } from '../brand-item.entity.ts';
import { Category } from '../category.entity.ts';
import { baseUnitType, imageRef, namedRef, requireRef } from '../desk/references.ts';
import { itemRecordView } from '../item-record-view.ts';
import { ItemUnit } from '../item-unit.entity.ts';
import { Item } from '../item.entity.ts';
import { Part } from '../part.entity.ts';
import { currentActor } from '../../platform/audit-context.ts';
import { catalogueWriter, checkAdminOnlyFields, creatorOf, lockItemForChange } from '../catalogue-ownership.ts';
import type { CatalogServices } from '../catalog-services.ts';

const POPULATE = ['brandItem', 'category', 'image', 'item'] as const;

const toView = (row: Part) => ({
  ...itemRecordView(row),
  category: namedRef(row.category),
  position: row.position,
  bestSeller: row.bestSeller,
  updatedAt: row.updatedAt.toISOString(),
});

/** A part as the part-number check names it: number, names and maker. */
const toMatch = (row: Part) => ({
  id: row.id,
  partNumber: row.partNumber,
  name: row.name,
  nameKh: row.nameKh ?? null,
  maker: namedRef(row.brandItem),
});

/**
 * One maker does not sell two parts under one number (however it is typed: case, spaces, dashes, dots). The 409 names
 * the part that has it, in `facts` too, so the form words it in the reader's language.
 */
async function checkPartNumber(
  em: EntityManager,
  partNumber: string,
  makerId: number,
  exceptId?: number,
): Promise<void> {
  const taken = await em.findOne(Part, {
    partNumberKey: partNumberKey(partNumber),
    brandItem: makerId,
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  if (taken)
    throw conflict(`This maker already has part ${taken.partNumber} (part ${taken.id}, ${taken.name})`, {
      code: BackofficeErrorCode.duplicate,
      field: 'partNumber',
      facts: {
        partId: taken.id,
        partNumber: taken.partNumber,
        name: taken.name,
        ...(taken.nameKh ? { nameKh: taken.nameKh } : {}),
      },
    });
}

/** The caller (the audit trail's actor) as a catalogue writer. */
const writerNow = (em: EntityManager) => catalogueWriter(em, currentActor());

const backendPartRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
  const orm = app.orm;
  const { desk } = services;
  await app.register(
    crudRoutes(orm, {
      entity: Part,
      name: 'part',
      label: 'Part',
      path: '/api/backend/part',
      tags: ['part'],
      access: { read: 'admin', write: 'admin' },
      schemas: { view: PartAdminView, body: PartBody, patch: PartPatch, query: PartListQuery },
      populate: POPULATE,
      toView,
      // Part numbers however they are typed, or names in either language.
      search: (text) => ({
        $or: [
          { partNumberKey: { $like: `${partNumberKey(text)}%` } },
          { name: { $ilike: likePattern(text) } },
          { nameKh: { $ilike: likePattern(text) } },
        ],
      }),
      sort: {
        fields: { partNumber: 'partNumberKey', name: 'name', createdAt: 'createdAt', updatedAt: 'updatedAt' },
        default: '-updatedAt',
      },
      filter: (query) => ({
        ...(query.categoryId ? { category: query.categoryId } : {}),
        ...(query.brandItemId ? { brandItem: query.brandItemId } : {}),
        ...(query.popular === undefined ? {} : { popular: query.popular }),
        ...(query.bestSeller === undefined ? {} : { bestSeller: query.bestSeller }),
      }),
      unique: ['partNumber'],
      without: ['delete'],
      prepareCreate: async (body, em) => {
        const writer = await writerNow(em);
        checkAdminOnlyFields(writer, body);
        const maker = await requireRef(em, BrandItem, body.brandItemId, 'brandItemId', 'maker');
        const category = await requireRef(em, Category, body.categoryId, 'categoryId', 'category');
        const image = await imageRef(em, body.imageId);
        const unit = await baseUnitType(em, body.unitTypeId);
        await checkPartNumber(em, body.partNumber, maker.id);
        const item = em.create(Item, {
          type: 'Part',
          condition: 'New',
          createdBySupplierId: creatorOf(writer),
          shippingWeightGrams: body.shippingWeightGrams ?? null,
        });
        em.create(ItemUnit, { item, unitType: unit, factor: 1, isBase: true });
        const {
          brandItemId: _maker,
          categoryId: _category,
          imageId: _image,
          unitTypeId: _unit,
          shippingWeightGrams: _weight,
          ...fields
        } = body;
        return {
          ...fields,
          partNumber: body.partNumber.trim(),
          name: body.name.trim(),
          item,
          brandItem: maker,
          category,
          image: image ?? null,
        } as never;
      },
      prepareUpdate: async (row, patch, em) => {
        const writer = await writerNow(em);
        await lockItemForChange(em, writer, row.item.id);
        checkAdminOnlyFields(writer, patch, row);
        const { brandItemId, categoryId, imageId, shippingWeightGrams, ...fields } = patch;
        // The weight is the item's (parts and accessories alike), audited as an item change.
        if (shippingWeightGrams !== undefined)
          (await em.findOneOrFail(Item, { id: row.item.id })).shippingWeightGrams = shippingWeightGrams;
        const maker =
          brandItemId === undefined ? undefined : await requireRef(em, BrandItem, brandItemId, 'brandItemId', 'maker');
        if (patch.partNumber !== undefined || maker)
          await checkPartNumber(em, patch.partNumber ?? row.partNumber, maker?.id ?? row.brandItem.id, row.id);
        return {
          ...fields,
          ...(fields.partNumber === undefined ? {} : { partNumber: fields.partNumber.trim() }),
          ...(fields.name === undefined ? {} : { name: fields.name.trim() }),
          ...(maker ? { brandItem: maker } : {}),
          ...(categoryId === undefined
            ? {}
            : { category: await requireRef(em, Category, categoryId, 'categoryId', 'category') }),
          ...(imageId === undefined ? {} : { image: await imageRef(em, imageId) }),
        };
      },
    }),
  );

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
    async (request) => {
      const { partNumber, brandItemId, exceptId } = request.query;
      const key = partNumberKey(partNumber);
      if (!key) return { data: { sameMaker: null, otherMakers: [] } };
      const em = orm.em.fork();
      const except = exceptId ? { id: { $ne: exceptId } } : {};
      const same = brandItemId
        ? await em.findOne(Part, { partNumberKey: key, brandItem: brandItemId, ...except }, { populate: ['brandItem'] })
        : null;
      const others = await em.find(
        Part,
        { partNumberKey: key, ...except, ...(brandItemId ? { brandItem: { $ne: brandItemId } } : {}) },
        { populate: ['brandItem'], orderBy: { id: 'asc' }, limit: 10 },
      );
      return { data: { sameMaker: same ? toMatch(same) : null, otherMakers: others.map(toMatch) } };
    },
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
      const part = await orm.em.findOne(Part, { id: request.params.id });
      if (!part) throw notFound(`Part ${request.params.id} not found`);
      await desk.deleteItem(await writerNow(orm.em), part.item.id);
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
      async (request) => {
        const part = await orm.em.transactional(async (em) => {
          const found = await em.findOne(Part, { id: request.params.id }, { populate: POPULATE });
          if (!found) throw notFound(`Part ${request.params.id} not found`);
          const writer = await writerNow(em);
          await lockItemForChange(em, writer, found.item.id);
          const value = request.body.value ?? !found[field];
          checkAdminOnlyFields(writer, { [field]: value }, found);
          found[field] = value;
          return found;
        });
        return { data: toView(part) };
      },
    );
  }
};

export default backendPartRoutes;
