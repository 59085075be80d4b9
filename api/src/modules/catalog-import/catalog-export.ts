// The parts, fitment and cross-reference numbers CSVs as the import reads them, so an export imported again changes nothing. Fitments are
// written as year ranges: consecutive years of one part, model, position and note become one row. The templates
// are the same headers with one example row made of names the shop knows.
import { FITMENT_CSV_COLUMNS, NUMBER_CSV_COLUMNS, PART_CSV_COLUMNS, type ImportKind } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { csvLine, sqlCsvChunks } from '../../lib/csv.ts';
import { run } from './import-sql.ts';

interface StoreRow {
  id: number;
  name: string;
}

const storeHeader = (stores: StoreRow[]) =>
  stores.flatMap((store) => [`price:${store.name}`, `dealer_price:${store.name}`, `stock:${store.name}`]);

const stores = (orm: Orm) => run<StoreRow>(orm.em.fork(), 'select id, name from store order by id');

interface PartRow {
  part_number: string;
  name: string;
  name_kh: string | null;
  maker: string;
  category: string;
  position: string;
  unit: string | null;
  stocks: Record<string, [string, string, number]>;
}

const PARTS_SQL = `
  select p.part_number, p.name, p.name_kh, b.name as maker, c.name as category, p.position,
         (select t.name from item_unit u join unit_type t on t.id = u.unit_type_id where u.item_id = p.item_id and u.is_base limit 1) as unit,
         coalesce((select jsonb_object_agg(s.store_id, jsonb_build_array(s.price::text, s.dealer_price::text, s.quantity)) from stock s where s.item_id = p.item_id), '{}'::jsonb) as stocks
  from part p join brand_item b on b.id = p.brand_item_id join category c on c.id = p.category_id
  order by p.id`;

interface FitmentRow {
  part_number: string;
  brand: string;
  model: string;
  year_from: number;
  year_to: number;
  position: string;
  note: string | null;
}

// Gaps and islands: within one part, model, position and note, year minus its rank is the same along a run of
// consecutive years, so each run groups into one row.
const FITMENTS_SQL = `
  with f as (
    select f.part_id, p.part_number, b.name as brand, m.name as model, y.value as year, f.position, f.note,
           y.value - row_number() over (partition by f.part_id, f.model_id, f.position, f.note order by y.value) as run
    from part_fit f join part p on p.id = f.part_id join brand b on b.id = f.brand_id
    join vehicle_model m on m.id = f.model_id join year y on y.id = f.year_id)
  select part_number, brand, model, min(year) as year_from, max(year) as year_to, position, note
  from f group by part_id, part_number, brand, model, position, note, run
  order by part_id, brand, model, min(year), position`;

interface NumberRow {
  part_number: string;
  kind: string;
  number: string;
}

// In the part page's order, so an import of the export keeps it.
const NUMBERS_SQL = `
  select p.part_number, n.kind, n.number from part_number n join part p on p.id = n.part_id
  order by p.id, n.position, n.id`;

/** The export as CSV text chunks. */
export async function exportChunks(orm: Orm, kind: ImportKind): Promise<AsyncGenerator<string>> {
  if (kind === 'numbers') {
    return sqlCsvChunks<NumberRow>(orm, { text: NUMBERS_SQL, params: [] }, NUMBER_CSV_COLUMNS, (row) => [
      row.part_number,
      row.kind,
      row.number,
    ]);
  }
  if (kind === 'fitments') {
    return sqlCsvChunks<FitmentRow>(orm, { text: FITMENTS_SQL, params: [] }, FITMENT_CSV_COLUMNS, (row) => [
      row.part_number,
      row.brand,
      row.model,
      row.year_from,
      row.year_to,
      row.position,
      row.note,
    ]);
  }
  const storeRows = await stores(orm);
  return sqlCsvChunks<PartRow>(
    orm,
    { text: PARTS_SQL, params: [] },
    [...PART_CSV_COLUMNS, ...storeHeader(storeRows)],
    (row) => [
      row.part_number,
      row.name,
      row.name_kh,
      row.maker,
      row.category,
      row.position,
      row.unit,
      ...storeRows.flatMap((store) => row.stocks[String(store.id)] ?? ['', '', '']),
    ],
  );
}

/** The header and one example row, with a maker, category, unit and vehicle the shop has. */
export async function templateText(orm: Orm, kind: ImportKind): Promise<string> {
  const em = orm.em.fork();
  const first = async (sql: string) => (await run<{ name: string }>(em, sql))[0]?.name ?? '';
  if (kind === 'parts') {
    const storeRows = await stores(orm);
    const example = [
      'EXAMPLE-0001',
      'Brake pad set',
      'ឈុតបន្ទះហ្វ្រាំង',
      await first('select name from brand_item order by id limit 1'),
      await first('select name from category order by sort_order, id limit 1'),
      'FRONT',
      await first('select name from unit_type order by id limit 1'),
      ...storeRows.flatMap(() => ['25.50', '22.00', '10']),
    ];
    return `\uFEFF${csvLine([...PART_CSV_COLUMNS, ...storeHeader(storeRows)])}${csvLine(example)}`;
  }
  if (kind === 'numbers') {
    // A vehicle maker's number and the older number it replaces (of no real part, as the other templates).
    const partNumber = 'EXAMPLE-0001';
    return `\uFEFF${csvLine(NUMBER_CSV_COLUMNS)}${csvLine([partNumber, 'OEM', '04465-0K090'])}${csvLine([partNumber, 'REPLACES', '04465-0K080'])}`;
  }
  // Two models of one brand and the years both were made in, to show the row that stands for several fitments.
  const [vehicle] = await run<{ brand: string; models: string; year_from: number; year_to: number }>(
    em,
    `select b.name as brand, m1.name || '|' || m2.name as models, min(y.value) as year_from, least(min(y.value) + 5, max(y.value)) as year_to
     from vehicle_model m1 join vehicle_model m2 on m2.brand_id = m1.brand_id and m2.id > m1.id join brand b on b.id = m1.brand_id
     join vehicle_model_year a on a.model_id = m1.id join vehicle_model_year c on c.model_id = m2.id and c.year_id = a.year_id join year y on y.id = a.year_id
     group by b.id, b.name, m1.id, m1.name, m2.id, m2.name
     having max(y.value) - min(y.value) = count(*) - 1
     order by b.id, m1.id, m2.id limit 1`,
  );
  const example = vehicle
    ? ['EXAMPLE-0001', vehicle.brand, vehicle.models, vehicle.year_from, vehicle.year_to, 'FRONT', '2.5 L petrol only']
    : ['EXAMPLE-0001', '', '', '', '', 'FRONT', ''];
  return `\uFEFF${csvLine(FITMENT_CSV_COLUMNS)}${csvLine(example)}`;
}
