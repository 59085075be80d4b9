// Vehicles as the storefront offers them (only model years that have parts), and the vehicle filter.
import type {
  PriceKind,
  PartSummary,
  VehicleFilterResult,
  VehicleSummary,
  Year,
  YearWithBrands,
  VehicleModel,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { queryRows, rawSql, sql } from '../../lib/sql.ts';
import { toPartSummary } from './sql/part-rows.ts';
import { vehicleFilterSql, type VehicleFilterRow } from './sql/vehicle-filter-sql.ts';

/** Model years of a model that at least one part fits: the combinations the selector offers. */
const offeredVehicles = sql`select my.model_id, my.year_id from vehicle_model_year my
  where exists (select 1 from part_fit f where f.model_id = my.model_id and f.year_id = my.year_id)`;

export interface VehicleFilterRequest extends PageRequest {
  yearId: number;
  brandId: number;
  modelId: number;
  categoryId?: number;
  position?: string;
  brandItemId?: number;
  partIds?: readonly number[] | undefined;
  showSummary: boolean;
  /** Whose prices the parts carry. */
  priceKind: PriceKind;
}

export class VehicleService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** Every model year with parts, newest first, with the brands that have models that year. */
  async years(): Promise<YearWithBrands[]> {
    return queryRows<YearWithBrands>(
      this.#orm,
      sql`select y.id, y.value, array_agg(distinct m.brand_id order by m.brand_id) as "brandIds"
          from (${offeredVehicles}) v
          join year y on y.id = v.year_id
          join vehicle_model m on m.id = v.model_id
          group by y.id order by y.value desc`,
    );
  }

  /** The model years of one brand that have parts, newest first. */
  async yearsOfBrand(brandId: number): Promise<Year[]> {
    await this.#requireRow('brand', brandId, 'Brand');
    return queryRows<Year>(
      this.#orm,
      sql`select distinct y.id, y.value from (${offeredVehicles}) v
          join year y on y.id = v.year_id
          join vehicle_model m on m.id = v.model_id
          where m.brand_id = ${brandId}
          order by y.value desc`,
    );
  }

  /** The models of a brand made in a year, with parts, by name. */
  async models(yearId: number, brandId: number): Promise<VehicleModel[]> {
    await this.#requireRow('year', yearId, 'Year');
    await this.#requireRow('brand', brandId, 'Brand');
    return queryRows<VehicleModel>(
      this.#orm,
      sql`select m.id, m.brand_id as "brandId", m.name, m.name_kh as "nameKh"
          from (${offeredVehicles}) v
          join vehicle_model m on m.id = v.model_id
          where v.year_id = ${yearId} and m.brand_id = ${brandId}
          order by m.name, m.id`,
    );
  }

  /** A vehicle named by its year, brand and model (the model must be the brand's), or undefined. */
  async vehicle(yearId: number, brandId: number, modelId: number): Promise<VehicleSummary['vehicle'] | undefined> {
    const [row] = await queryRows<{
      year: number;
      brand_name: string;
      brand_name_kh: string | null;
      model_name: string;
      model_name_kh: string | null;
    }>(
      this.#orm,
      sql`select y.value as year, b.name as brand_name, b.name_kh as brand_name_kh, m.name as model_name, m.name_kh as model_name_kh
          from year y, brand b join vehicle_model m on m.brand_id = b.id
          where y.id = ${yearId} and b.id = ${brandId} and m.id = ${modelId}`,
    );
    if (!row) return undefined;
    return {
      year: { id: yearId, value: row.year },
      brand: { id: brandId, name: row.brand_name, nameKh: row.brand_name_kh },
      model: { id: modelId, name: row.model_name, nameKh: row.model_name_kh },
    };
  }

  async filter(request: VehicleFilterRequest): Promise<VehicleFilterResult> {
    if (request.categoryId !== undefined) await this.#requireRow('category', request.categoryId, 'Category');
    if (request.brandItemId !== undefined) await this.#requireRow('brand_item', request.brandItemId, 'Maker');
    const rows = await queryRows<VehicleFilterRow>(this.#orm, vehicleFilterSql(request));
    const first = rows[0];
    if (!first) {
      throw notFound(
        `No vehicle ${request.yearId}/${request.brandId}/${request.modelId}: the year, brand and model must be one the shop knows`,
      );
    }
    const data: PartSummary[] = first.parts.map((row) => ({
      ...toPartSummary(row),
      fit: { position: row.fit_position as PartSummary['position'], note: row.fit_note },
    }));
    const result: VehicleFilterResult = { data, pagination: pagination(request, first.total) };
    if (request.showSummary) result.summary = summaryOf(first);
    return result;
  }

  async #requireRow(table: 'year' | 'brand' | 'category' | 'brand_item', id: number, label: string): Promise<void> {
    const found = await queryRows(this.#orm, sql`select 1 from ${rawSql(table)} where id = ${id}`);
    if (found.length === 0) throw notFound(`${label} ${id} not found`);
  }
}

function summaryOf(row: VehicleFilterRow): VehicleSummary {
  const summary = row.summary ?? { categories: [], positions: [], makers: [] };
  const categories = (summary.categories ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    nameKh: c.name_kh,
    image: c.image,
    sortOrder: c.sort_order,
    count: c.count,
  }));
  return {
    vehicle: {
      year: { id: row.year_id, value: row.year },
      brand: { id: row.brand_id, name: row.brand_name, nameKh: row.brand_name_kh },
      model: { id: row.model_id, name: row.model_name, nameKh: row.model_name_kh },
    },
    total: categories.reduce((sum, c) => sum + c.count, 0),
    categories,
    positions: (summary.positions ?? []) as VehicleSummary['positions'],
    makers: (summary.makers ?? []).map((m) => ({ id: m.id, name: m.name, nameKh: m.name_kh, count: m.count })),
  };
}
