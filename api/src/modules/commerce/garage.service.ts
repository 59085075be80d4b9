// My garage: a shopper's vehicles. Only the catalogue's own brand/model/year combinations are kept, a VIN must agree
// with them, and a shopper keeps at most GARAGE_LIMIT vehicles.
import {
  GARAGE_LIMIT,
  GarageErrorCode,
  type AddGarageVehicleBody,
  type GarageVehicle as GarageVehicleView,
} from '@shop/contracts';
import { decodeVin } from '@shop/contracts/vin.ts';
import { LockMode } from '@mikro-orm/core';
import type { Orm } from '../../db/orm.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { queryRows, sql, type SqlFragment } from '../../lib/sql.ts';
import { User } from '../identity/user.entity.ts';
import { GarageVehicle } from './garage-vehicle.entity.ts';

interface GarageRow {
  id: number;
  year_id: number;
  brand_id: number;
  model_id: number;
  year: number;
  brand_name: string;
  brand_name_kh: string | null;
  model_name: string;
  model_name_kh: string | null;
  vin: string | null;
  name: string | null;
  created_at: Date;
}

const garageSql = (where: SqlFragment) => sql`
  select g.id, g.year_id, m.brand_id, g.model_id, y.value as year, b.name as brand_name, b.name_kh as brand_name_kh,
         m.name as model_name, m.name_kh as model_name_kh, g.vin, g.name, g.created_at
  from garage_vehicle g
  join vehicle_model m on m.id = g.model_id
  join brand b on b.id = m.brand_id
  join year y on y.id = g.year_id
  where ${where}
  order by g.created_at, g.id`;

const toVehicle = (row: GarageRow): GarageVehicleView => ({
  id: row.id,
  yearId: row.year_id,
  brandId: row.brand_id,
  modelId: row.model_id,
  year: row.year,
  brand: { name: row.brand_name, nameKh: row.brand_name_kh },
  model: { name: row.model_name, nameKh: row.model_name_kh },
  vin: row.vin,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Empty text means "none": a form's cleared field. */
const blankToNull = (text: string | null | undefined) =>
  text === undefined || text === null || text.trim() === '' ? null : text.trim();

export class GarageService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** The shopper's vehicles, oldest first (the order they were added). */
  async list(userId: number): Promise<GarageVehicleView[]> {
    const rows = await queryRows<GarageRow>(this.#orm, garageSql(sql`g.user_id = ${userId}`));
    return rows.map(toVehicle);
  }

  /** Adds a vehicle, or answers the one already saved with the same model, year and VIN (a merge sent twice adds nothing). */
  async add(userId: number, body: AddGarageVehicleBody): Promise<{ vehicle: GarageVehicleView; created: boolean }> {
    const vin = await this.#checkVehicle(body);
    const name = blankToNull(body.name);
    const result = await this.#orm.em.transactional(async (em) => {
      // Locks the shopper's row so two adds at once neither both pass the limit nor both add the same vehicle.
      await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const existing = await em.findOne(GarageVehicle, { user: userId, model: body.modelId, year: body.yearId, vin });
      if (existing) return { id: existing.id, created: false };
      if ((await em.count(GarageVehicle, { user: userId })) >= GARAGE_LIMIT) {
        throw conflict(`Your garage holds ${GARAGE_LIMIT} vehicles at most; remove one first`, {
          code: GarageErrorCode.garageFull,
          facts: { limit: GARAGE_LIMIT },
        });
      }
      const vehicle = em.create(GarageVehicle, { user: userId, model: body.modelId, year: body.yearId, vin, name });
      await em.flush();
      return { id: vehicle.id, created: true };
    });
    const [row] = await queryRows<GarageRow>(this.#orm, garageSql(sql`g.user_id = ${userId} and g.id = ${result.id}`));
    return { vehicle: toVehicle(row!), created: result.created };
  }

  /** Removes one of the shopper's own vehicles; another shopper's answers 404, as if it did not exist. */
  async remove(userId: number, id: number): Promise<void> {
    const removed = await this.#orm.em.fork().nativeDelete(GarageVehicle, { id, user: userId });
    if (removed === 0) throw notFound(`Vehicle ${id} is not in your garage`);
  }

  /** 400 naming the field when the brand, model and year are not a vehicle the catalogue knows, or the VIN disagrees. Answers the VIN to keep. */
  async #checkVehicle(body: AddGarageVehicleBody): Promise<string | null> {
    const [facts] = await queryRows<{
      brand: string | null;
      model_brand_id: number | null;
      year: number | null;
      made_that_year: boolean;
    }>(
      this.#orm,
      sql`select (select name from brand where id = ${body.brandId}) as brand,
                 (select brand_id from vehicle_model where id = ${body.modelId}) as model_brand_id,
                 (select value from year where id = ${body.yearId}) as year,
                 exists (select 1 from vehicle_model_year where model_id = ${body.modelId} and year_id = ${body.yearId}) as made_that_year`,
    );
    if (!facts?.brand) throw badRequest(`brandId: no brand ${body.brandId}`, { field: 'brandId' });
    if (facts.model_brand_id !== body.brandId)
      throw badRequest(`modelId: model ${body.modelId} is not a ${facts.brand} model`, { field: 'modelId' });
    if (facts.year === null) throw badRequest(`yearId: no model year ${body.yearId}`, { field: 'yearId' });
    if (!facts.made_that_year)
      throw badRequest(`yearId: model ${body.modelId} was not made in ${facts.year}`, { field: 'yearId' });

    const text = blankToNull(body.vin);
    if (text === null) return null;
    const decoded = decodeVin(text);
    if (!decoded.valid) {
      const problem = {
        length: 'must have 17 characters',
        character: `has a character a VIN never uses at position ${decoded.position}`,
        yearCode: 'has no model year code at position 10',
      }[decoded.problem];
      throw badRequest(`vin: the VIN ${problem}`, { field: 'vin' });
    }
    if (decoded.checkDigitBinding && !decoded.checkDigit.matches)
      throw badRequest(`vin: the check digit (position 9) should be ${decoded.checkDigit.expected}`, { field: 'vin' });
    if (decoded.maker !== null && decoded.maker.toLowerCase() !== facts.brand.toLowerCase())
      throw badRequest(`vin: the VIN is a ${decoded.maker}, not a ${facts.brand}`, { field: 'vin' });
    if (!decoded.yearCandidates.includes(facts.year))
      throw badRequest(`vin: the VIN's model year is ${decoded.year}, not ${facts.year}`, { field: 'vin' });
    return decoded.vin;
  }
}
