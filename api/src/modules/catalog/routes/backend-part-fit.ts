// Fitments (admins, 10 routes): which vehicles (brand, model, year) a part fits, where on them, with a note.
// POST adds a range of years for several models at once (each model with its own position), the way people
// write fitment ("Camry and Corolla 2010-2015"); the grouped-row routes (PUT detail/:id, DELETE ?range=true)
// change or remove one such range. A part fits one vehicle once (the storefront counts it once per vehicle), so
// adding a vehicle it already fits changes that fitment's position and note instead of adding a second one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type EntityManager, type FilterQuery } from '@mikro-orm/core';
import Type from 'typebox';
import {
  Envelope,
  ErrorBody,
  FitParams,
  IdParams,
  ModelRef,
  Paged,
  PartFitDeleteQuery,
  PartFitDetailPatch,
  PartFitListQuery,
  PartFitPatch,
  PartFitRangeBody,
  PartFitRangeResult,
  PartFitView,
  Year as YearRef,
  YearBrandParams,
  rangeOf,
} from '@shop/contracts';
import { badRequest, notFound } from '../../../lib/http-error.ts';
import { pageRequest, pagination } from '../../../lib/paging.ts';
import { idList, namedRef, requireRef } from '../desk/references.ts';
import { Model } from '../model.entity.ts';
import { PartFit } from '../part-fit.entity.ts';
import { Part } from '../part.entity.ts';
import { Year } from '../year.entity.ts';

const POPULATE = ['year', 'brand', 'model'] as const;
const ORDER = [
  { brand: { name: 'asc' } },
  { model: { name: 'asc' } },
  { position: 'asc' },
  { note: 'asc' },
  { year: { value: 'asc' } },
  { id: 'asc' },
] as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const toView = (fit: PartFit) => ({
  id: fit.id,
  partId: fit.part.id,
  year: { id: fit.year.id, value: fit.year.value },
  brand: namedRef(fit.brand),
  model: namedRef(fit.model),
  position: fit.position,
  note: fit.note ?? null,
});

const modelRef = (model: Model) => ({
  id: model.id,
  name: model.name,
  nameKh: model.nameKh ?? null,
  brandId: model.brand.id,
  years: model.years
    .getItems()
    .map((year) => ({ id: year.id, value: year.value }))
    .sort((a, b) => a.value - b.value),
});

async function findFit(em: EntityManager, id: number): Promise<PartFit> {
  const fit = await em.findOne(PartFit, { id }, { populate: POPULATE });
  if (!fit) throw notFound(`Fitment ${id} not found`);
  return fit;
}

/** The fitments of `fit`'s range: same model, position and note, years following each other. */
async function rangeFits(em: EntityManager, fit: PartFit): Promise<PartFit[]> {
  const siblings = await em.find(PartFit, { part: fit.part.id, model: fit.model.id }, { populate: POPULATE });
  return (
    rangeOf(
      siblings.map((row) => ({ ...toView(row), row })),
      fit.id,
    )?.fits.map((view) => view.row) ?? [fit]
  );
}

/** A year the model already has for the part answers 409 DUPLICATE from the error handler (db/constraint-errors.ts). */
const flushFits = (em: EntityManager): Promise<void> => em.flush();

const backendPartFitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const orm = app.orm;

  app.get(
    '/api/backend/part-fit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary:
          'Fitments (by brand, model, position, note, year, so ranges read in order); ?partId, ?brandId, ?modelId, ?yearId',
        querystring: PartFitListQuery,
        response: { 200: Paged(PartFitView), ...errors },
      },
    },
    async (request) => {
      const { partId, brandId, modelId, yearId } = request.query;
      const where: FilterQuery<PartFit> = {
        ...(partId ? { part: partId } : {}),
        ...(brandId ? { brand: brandId } : {}),
        ...(modelId ? { model: modelId } : {}),
        ...(yearId ? { year: yearId } : {}),
      };
      const page = pageRequest({ page: request.query.page ?? 0, size: request.query.size ?? 100 });
      const [rows, total] = await orm.em.findAndCount(PartFit, where, {
        populate: POPULATE,
        orderBy: [...ORDER] as never,
        limit: page.size,
        offset: page.offset,
      });
      return { data: rows.map(toView), pagination: pagination(page, total) };
    },
  );

  app.get(
    '/api/backend/part-fit/year',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Every model year, oldest first (the range pickers)',
        response: { 200: Envelope(Type.Array(YearRef)), ...errors },
      },
    },
    async () => ({
      data: (await orm.em.find(Year, {}, { orderBy: { value: 'asc' } })).map((year) => ({
        id: year.id,
        value: year.value,
      })),
    }),
  );

  app.get(
    '/api/backend/part-fit/brand/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: "A brand's models with the years each is made in",
        params: IdParams,
        response: { 200: Envelope(Type.Array(ModelRef)), ...errors },
      },
    },
    async (request) => {
      const models = await orm.em.find(
        Model,
        { brand: request.params.id },
        { populate: ['years'], orderBy: { name: 'asc' } },
      );
      return { data: models.map(modelRef) };
    },
  );

  app.get(
    '/api/backend/part-fit/model/:yearId/brand/:brandId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: "A brand's models made in a year",
        params: YearBrandParams,
        response: { 200: Envelope(Type.Array(ModelRef)), ...errors },
      },
    },
    async (request) => {
      const models = await orm.em.find(
        Model,
        { brand: request.params.brandId, years: request.params.yearId },
        { populate: ['years'], orderBy: { name: 'asc' } },
      );
      return { data: models.map(modelRef) };
    },
  );

  app.get(
    '/api/backend/part-fit/params/:yearIds/:brandIds/:modelIds',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Fitments of any of those years, brands and models (comma-separated ids)',
        params: FitParams,
        querystring: PartFitListQuery,
        response: { 200: Paged(PartFitView), ...errors },
      },
    },
    async (request) => {
      const { yearIds, brandIds, modelIds } = request.params;
      const where: FilterQuery<PartFit> = {
        year: { $in: idList(yearIds) },
        brand: { $in: idList(brandIds) },
        model: { $in: idList(modelIds) },
        ...(request.query.partId ? { part: request.query.partId } : {}),
      };
      const page = pageRequest({ page: request.query.page ?? 0, size: request.query.size ?? 100 });
      const [rows, total] = await orm.em.findAndCount(PartFit, where, {
        populate: POPULATE,
        orderBy: [...ORDER] as never,
        limit: page.size,
        offset: page.offset,
      });
      return { data: rows.map(toView), pagination: pagination(page, total) };
    },
  );

  app.get(
    '/api/backend/part-fit/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'One fitment',
        params: IdParams,
        response: { 200: Envelope(PartFitView), ...errors },
      },
    },
    async (request) => ({ data: toView(await findFit(orm.em, request.params.id)) }),
  );

  app.post(
    '/api/backend/part-fit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Fit a part to several models (each with its position) in every year of a range the model is made in',
        body: PartFitRangeBody,
        response: { 201: Envelope(PartFitRangeResult), ...errors },
      },
    },
    async (request, reply) => {
      const em = orm.em;
      const body = request.body;
      if (body.yearFrom > body.yearTo)
        throw badRequest(`yearTo (${body.yearTo}) is before yearFrom (${body.yearFrom})`, { field: 'yearTo' });
      const modelIds = body.vehicles.map((vehicle) => vehicle.modelId);
      if (new Set(modelIds).size !== modelIds.length)
        throw badRequest('vehicles: a model is listed twice', { field: 'vehicles' });
      const part = await requireRef(em, Part, body.partId, 'partId', 'part');
      const models = await em.find(Model, { id: { $in: modelIds } }, { populate: ['brand', 'years'] });
      const unknown = modelIds.findIndex((id) => !models.some((model) => model.id === id));
      if (unknown >= 0)
        throw badRequest(`vehicles[${unknown}].modelId: there is no model ${modelIds[unknown]}`, { field: 'vehicles' });
      const existing = await em.find(PartFit, { part: part.id, model: { $in: modelIds } }, { populate: POPULATE });
      const span = body.yearTo - body.yearFrom + 1;
      const result = { created: 0, updated: 0, skipped: 0 };
      const touched: PartFit[] = [];
      for (const vehicle of body.vehicles) {
        const model = models.find((m) => m.id === vehicle.modelId)!;
        const years = model.years.getItems().filter((year) => year.value >= body.yearFrom && year.value <= body.yearTo);
        result.skipped += span - years.length;
        const position = vehicle.position ?? part.position;
        for (const year of years) {
          const fit = existing.find((row) => row.model.id === model.id && row.year.id === year.id);
          if (fit) {
            fit.position = position;
            if (body.note !== undefined) fit.note = body.note;
            result.updated += 1;
            touched.push(fit);
          } else {
            touched.push(
              em.create(PartFit, {
                part,
                year,
                brand: model.brand,
                model,
                position,
                note: body.note ?? null,
                category: part.category,
                brandItem: part.brandItem,
              }),
            );
            result.created += 1;
          }
        }
      }
      if (touched.length === 0) {
        throw badRequest(
          `yearFrom: none of these models is made in ${body.yearFrom}–${body.yearTo}; add those years to the model first`,
          { field: 'yearFrom' },
        );
      }
      await flushFits(em);
      await em.populate(touched, POPULATE);
      return reply.code(201).send({ data: { ...result, fits: touched.map(toView) } });
    },
  );

  app.put(
    '/api/backend/part-fit/detail/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Change the position or note of the whole range (grouped row) this fitment belongs to',
        params: IdParams,
        body: PartFitDetailPatch,
        response: { 200: Envelope(Type.Array(PartFitView)), ...errors },
      },
    },
    async (request) => {
      const em = orm.em;
      const fits = await rangeFits(em, await findFit(em, request.params.id));
      for (const fit of fits) em.assign(fit, request.body);
      await flushFits(em);
      return { data: fits.map(toView) };
    },
  );

  app.put(
    '/api/backend/part-fit/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Change one fitment (year, model, position, note)',
        params: IdParams,
        body: PartFitPatch,
        response: { 200: Envelope(PartFitView), ...errors },
      },
    },
    async (request) => {
      const em = orm.em;
      const fit = await findFit(em, request.params.id);
      const { yearId, modelId, ...rest } = request.body;
      const model = modelId === undefined ? fit.model : await requireRef(em, Model, modelId, 'modelId', 'model');
      const year = yearId === undefined ? fit.year : await requireRef(em, Year, yearId, 'yearId', 'year');
      if (yearId !== undefined || modelId !== undefined) {
        await em.populate(model, ['years', 'brand']);
        if (!model.years.getItems().some((y) => y.id === year.id))
          throw badRequest(`yearId: ${model.name} is not made in ${year.value}`, { field: 'yearId' });
        em.assign(fit, { model, year, brand: model.brand });
      }
      em.assign(fit, rest);
      await flushFits(em);
      return { data: toView(await findFit(em, fit.id)) };
    },
  );

  app.delete(
    '/api/backend/part-fit/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Delete a fitment, or with ?range=true its whole range; answers how many went',
        params: IdParams,
        querystring: PartFitDeleteQuery,
        response: { 200: Envelope(Type.Object({ deleted: Type.Integer({ minimum: 0 }) })), ...errors },
      },
    },
    async (request) => {
      const em = orm.em;
      const fit = await findFit(em, request.params.id);
      const fits = request.query.range ? await rangeFits(em, fit) : [fit];
      for (const row of fits) em.remove(row);
      await em.flush();
      return { data: { deleted: fits.length } };
    },
  );
};

export default backendPartFitRoutes;
