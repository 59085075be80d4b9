// The words a query may name (query-reading.ts): the shop's brands, models with their years, makers and years, and the
// vehicle brands it carries no parts for. They are small tables that rarely change, read once and kept for a few
// seconds so each search does not read them again; a model added in the back-office is understood a few seconds later,
// at once when the process hears the catalogue changed (plugins/catalog-cache.ts) or made the change itself.
import type { Orm } from '../../db/orm.ts';
import { queryRows, sql, type SqlFragment } from '../../lib/sql.ts';
import type { ModelEntry, NamedEntry, QueryDictionary, UncarriedEntry } from './query-reading.ts';

const KEEP_MS = 10_000;
const kept = new WeakMap<Orm, { at: number; dictionary: Promise<QueryDictionary> }>();

export function queryDictionary(orm: Orm): Promise<QueryDictionary> {
  const now = Date.now();
  const held = kept.get(orm);
  if (held && now - held.at < KEEP_MS) return held.dictionary;
  const dictionary = readDictionary((statement) => queryRows(orm, statement));
  kept.set(orm, { at: now, dictionary });
  dictionary.catch(() => kept.delete(orm));
  return dictionary;
}

/** The next search reads the dictionary again (the catalogue changed). */
export function forgetQueryDictionary(orm: Orm): void {
  kept.delete(orm);
}

/** The dictionary read through `rows` (the app's pool, or the benchmark's bare pool). */
export async function readDictionary(rows: <T>(statement: SqlFragment) => Promise<T[]>): Promise<QueryDictionary> {
  const named = sql`id, name, name_kh as "nameKh"`;
  const [brands, models, makers, years, uncarried] = await Promise.all([
    rows<NamedEntry>(sql`select ${named} from brand order by id`),
    rows<NamedEntry & { brandId: number; years: [number, number][] | null }>(
      sql`select m.id, m.name, m.name_kh as "nameKh", m.brand_id as "brandId",
                 (select json_agg(json_build_array(y.value, y.id)) from vehicle_model_year my join year y on y.id = my.year_id
                  where my.model_id = m.id) as years
          from vehicle_model m order by m.id`,
    ),
    rows<NamedEntry>(sql`select ${named} from brand_item order by id`),
    rows<{ id: number; value: number }>(sql`select id, value from year`),
    rows<UncarriedEntry>(sql`select ${named}, other_names as "otherNames" from uncarried_brand order by id`),
  ]);
  return {
    brands,
    models: models.map((model): ModelEntry => ({ ...model, years: new Map(model.years ?? []) })),
    makers,
    years: new Map(years.map((year) => [year.value, year.id])),
    uncarried,
  };
}
