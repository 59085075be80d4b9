// Fitments: which vehicles (brand, model, year) a part fits, where on them, with a note; the desk's reads and writes
// behind routes/backend-part-fit.ts. A range of years for several models is added at once; a grouped row (same
// model, position and note, years following each other) is changed or removed as one.
import { type EntityManager, type FilterQuery } from '@mikro-orm/core';
import {
  rangeOf,
  type FitParams,
  type PartFitDetailPatch,
  type PartFitListQuery,
  type PartFitPatch,
  type PartFitRangeBody,
} from '@shop/contracts';
import type { Static } from 'typebox';
import type { Orm } from '../../db/orm.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { pageRequest, pagination } from '../../lib/paging.ts';
import { idList, namedRef, requireRef } from './desk/references.ts';
import { Model } from './model.entity.ts';
import { PartFit } from './part-fit.entity.ts';
import { Part } from './part.entity.ts';
import { Year } from './year.entity.ts';

const POPULATE = ['year', 'brand', 'model'] as const;
const ORDER = [
  { brand: { name: 'asc' } },
  { model: { name: 'asc' } },
  { position: 'asc' },
  { note: 'asc' },
  { year: { value: 'asc' } },
  { id: 'asc' },
] as const;
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

export class PartFitService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** A page of fitments (by brand, model, position, note, year, so ranges read in order); ?partId, ?brandId... */
  async list(query: Static<typeof PartFitListQuery>) {
    const { partId, brandId, modelId, yearId } = query;
    const where: FilterQuery<PartFit> = {
      ...(partId ? { part: partId } : {}),
      ...(brandId ? { brand: brandId } : {}),
      ...(modelId ? { model: modelId } : {}),
      ...(yearId ? { year: yearId } : {}),
    };
    return this.#page(where, query);
  }

  /** A page of the fitments of any of these years, brands and models (of one part: ?partId). */
  async byParams(params: Static<typeof FitParams>, query: Static<typeof PartFitListQuery>) {
    const where: FilterQuery<PartFit> = {
      year: { $in: idList(params.yearIds) },
      brand: { $in: idList(params.brandIds) },
      model: { $in: idList(params.modelIds) },
      ...(query.partId ? { part: query.partId } : {}),
    };
    return this.#page(where, query);
  }

  async #page(where: FilterQuery<PartFit>, query: { page?: number; size?: number }) {
    const page = pageRequest({ page: query.page ?? 0, size: query.size ?? 100 });
    const [rows, total] = await this.#orm.em.findAndCount(PartFit, where, {
      populate: POPULATE,
      orderBy: [...ORDER] as never,
      limit: page.size,
      offset: page.offset,
    });
    return { data: rows.map(toView), pagination: pagination(page, total) };
  }

  /** Every model year, oldest first. */
  async years() {
    return (await this.#orm.em.find(Year, {}, { orderBy: { value: 'asc' } })).map((year) => ({
      id: year.id,
      value: year.value,
    }));
  }

  /** A brand's models (by name), each with its years; of one year only when `yearId` is given. */
  async models(brandId: number, yearId?: number) {
    const models = await this.#orm.em.find(
      Model,
      { brand: brandId, ...(yearId === undefined ? {} : { years: yearId }) },
      { populate: ['years'], orderBy: { name: 'asc' } },
    );
    return models.map(modelRef);
  }

  async one(id: number) {
    return toView(await findFit(this.#orm.em, id));
  }

  /** Adds a range of years for several models (a vehicle the part already fits: its position and note change). */
  async addRange(body: Static<typeof PartFitRangeBody>) {
    const em = this.#orm.em;
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
    return { ...result, fits: touched.map(toView) };
  }

  /** Changes a grouped row: every fitment of `id`'s range. */
  async changeRange(id: number, patch: Static<typeof PartFitDetailPatch>) {
    const em = this.#orm.em;
    const fits = await rangeFits(em, await findFit(em, id));
    for (const fit of fits) em.assign(fit, patch);
    await flushFits(em);
    return fits.map(toView);
  }

  /** Changes one fitment (its model and year must go together: the model is made that year). */
  async change(id: number, patch: Static<typeof PartFitPatch>) {
    const em = this.#orm.em;
    const fit = await findFit(em, id);
    const { yearId, modelId, ...rest } = patch;
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
    return toView(await findFit(em, fit.id));
  }

  /** Deletes a fitment, or its whole range; says how many went. */
  async delete(id: number, range: boolean) {
    const em = this.#orm.em;
    const fit = await findFit(em, id);
    const fits = range ? await rangeFits(em, fit) : [fit];
    for (const row of fits) em.remove(row);
    await em.flush();
    return { deleted: fits.length };
  }
}
