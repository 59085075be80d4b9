// The fitment CSV: which vehicles a part fits. A row names one part and one brand, one or several of that
// brand's models (`Camry|Corolla`) and a span of years (`year_from`..`year_to`, or `2010-2015` or `2010|2012` in
// year_from), and stands for every model-and-year combination, as parts shops' import templates do. Each must be
// a vehicle the shop knows (the model was made that year). A fitment is matched by part, model and year (the
// table's unique key): new ones are added, known ones take the row's position and note when given (a blank cell
// leaves them), and fitments the file does not name are left alone.
import type { EntityManager } from '@mikro-orm/core';
import {
  FITMENT_CSV_COLUMNS,
  FITMENT_CSV_REQUIRED,
  IMPORT_MAX_FITMENTS,
  IMPORT_MAX_FITMENTS_PER_ROW,
  ImportErrorCode,
  partNumberKey,
} from '@shop/contracts';
import type { AuditActor } from '../platform/audit-context.ts';
import { checkLength, NameIndex, readPosition, readYears, Rejections, splitList } from './cells.ts';
import { csvError, locateColumns, type CsvTable } from './csv-table.ts';
import { appendAuditEntries, IMPORT_NOTE_CODE, json, run } from './import-sql.ts';

interface Fitment {
  part_id: number;
  brand_id: number;
  model_id: number;
  year_id: number;
  position: string;
  note: string | null;
}

interface Wanted {
  line: number;
  part_id: number;
  brand_id: number;
  model_id: number;
  year_id: number;
  position?: string;
  note?: string;
}

export interface FitmentsPlan {
  rows: number;
  rejections: Rejections;
  adds: Fitment[];
  updates: { id: number; position: string; note: string | null; from: { position: string; note: string | null } }[];
  unchanged: number;
}

interface Vehicles {
  brands: NameIndex;
  /** `${brandId}:${lower-case name}` (English or Khmer) to the model's id. */
  models: Map<string, number>;
  /** A model's years: year value to year id. */
  years: Map<number, Map<number, number>>;
}

async function loadVehicles(em: EntityManager): Promise<Vehicles> {
  const brands = new NameIndex(
    await run<{ id: number; name: string; name_kh: string | null }>(
      em,
      'select id, name, name_kh from brand order by id',
    ),
  );
  const models = new Map<string, number>();
  for (const model of await run<{ id: number; brand_id: number; name: string; name_kh: string | null }>(
    em,
    'select id, brand_id, name, name_kh from vehicle_model order by id',
  )) {
    for (const name of [model.name, model.name_kh]) {
      const key = `${model.brand_id}:${name?.trim().toLowerCase()}`;
      if (name && !models.has(key)) models.set(key, model.id);
    }
  }
  const years = new Map<number, Map<number, number>>();
  for (const row of await run<{ model_id: number; year_id: number; value: number }>(
    em,
    'select my.model_id, y.id as year_id, y.value from vehicle_model_year my join year y on y.id = my.year_id',
  )) {
    const ofModel = years.get(row.model_id) ?? new Map<number, number>();
    ofModel.set(row.value, row.year_id);
    years.set(row.model_id, ofModel);
  }
  return { brands, models, years };
}

/** The parts under each part number key (several when a number is ambiguous). */
export async function partIds(em: EntityManager, keys: string[]): Promise<Map<string, number[]>> {
  const rows =
    keys.length === 0
      ? []
      : await run<{ id: number; key: string }>(
          em,
          `select id, part_number_key as key from part where part_number_key = any(array(select jsonb_array_elements_text(?::jsonb)))`,
          [json(keys)],
        );
  const byKey = new Map<string, number[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.id]);
  return byKey;
}

export async function planFitments(em: EntityManager, table: CsvTable): Promise<FitmentsPlan> {
  const at = locateColumns(table.header, FITMENT_CSV_COLUMNS, FITMENT_CSV_REQUIRED);
  const vehicles = await loadVehicles(em);
  const width = table.header.length;
  const cell = (cells: string[], column: string) => (at.has(column) ? (cells[at.get(column)!] ?? '') : '');
  const parts = await partIds(em, [
    ...new Set(table.rows.map((row) => partNumberKey(cell(row.cells, 'part_number'))).filter((key) => key !== '')),
  ]);
  const rejections = new Rejections();
  const wanted = new Map<string, Wanted>();

  for (const { line, cells } of table.rows) {
    const get = (column: string) => cell(cells, column);
    if (cells.slice(width).some((text) => text !== '')) {
      rejections.add(line, null, 'CELL_COUNT', null, `The row has ${cells.length} cells; the header has ${width}`);
      continue;
    }
    for (const column of FITMENT_CSV_REQUIRED) {
      if (get(column) === '') rejections.add(line, column, 'REQUIRED', null, `${column} is missing`);
    }
    if (rejections.has(line)) continue;
    const partNumber = get('part_number');
    const matches = parts.get(partNumberKey(partNumber)) ?? [];
    if (matches.length === 0)
      rejections.add(line, 'part_number', 'UNKNOWN_PART', partNumber, `No part has the part number ${partNumber}`);
    if (matches.length > 1)
      rejections.add(
        line,
        'part_number',
        'AMBIGUOUS_PART',
        partNumber,
        `${matches.length} parts have the part number ${partNumber}`,
      );
    const brandId = vehicles.brands.find(get('brand'));
    if (brandId === undefined)
      rejections.add(line, 'brand', 'UNKNOWN_BRAND', get('brand'), `No brand is called "${get('brand')}"`);
    const models: { id: number; name: string }[] = [];
    for (const name of brandId === undefined ? [] : splitList(get('model'))) {
      const id = vehicles.models.get(`${brandId}:${name.toLowerCase()}`);
      if (id === undefined)
        rejections.add(line, 'model', 'UNKNOWN_MODEL', name, `${get('brand')} has no model called "${name}"`);
      else models.push({ id, name });
    }
    const years = rejections.check(
      line,
      get('year_to') === '' ? 'year_from' : 'year_to',
      `${get('year_from')}${get('year_to') ? `..${get('year_to')}` : ''}`,
      readYears(get('year_from'), get('year_to')),
    );
    const position =
      get('position') === ''
        ? undefined
        : rejections.check(line, 'position', get('position'), readPosition(get('position')));
    checkLength(rejections, line, 'note', get('note'), 500);
    if (rejections.has(line) || !years) continue;
    if (models.length * years.length > IMPORT_MAX_FITMENTS_PER_ROW) {
      rejections.add(
        line,
        'model',
        'TOO_MANY_FITMENTS',
        null,
        `The row stands for ${models.length * years.length} fitments; at most ${IMPORT_MAX_FITMENTS_PER_ROW} a row`,
      );
      continue;
    }
    const rowFitments: Wanted[] = [];
    for (const model of models) {
      const made = vehicles.years.get(model.id);
      const missing = years.filter((year) => !made?.has(year));
      if (missing.length > 0) {
        rejections.add(
          line,
          'year_from',
          'UNKNOWN_VEHICLE_YEAR',
          `${model.name} ${missing.join('|')}`,
          `The shop knows no ${model.name} of ${missing.join(', ')}`,
        );
        continue;
      }
      for (const year of years) {
        rowFitments.push({
          line,
          part_id: matches[0]!,
          brand_id: brandId!,
          model_id: model.id,
          year_id: made!.get(year)!,
          position,
          note: get('note') || undefined,
        });
      }
    }
    if (rejections.has(line)) continue;
    const clash = rowFitments
      .map((fitment) => wanted.get(`${fitment.part_id}:${fitment.model_id}:${fitment.year_id}`))
      .find((earlier) => earlier && (earlier.position !== position || earlier.note !== (get('note') || undefined)));
    if (clash) {
      rejections.add(line, null, 'DUPLICATE_ROW', null, `Line ${clash.line} already sets the same fitment differently`);
      continue;
    }
    for (const fitment of rowFitments) {
      const key = `${fitment.part_id}:${fitment.model_id}:${fitment.year_id}`;
      if (!wanted.has(key)) wanted.set(key, fitment);
    }
    // 500 a row times 50,000 rows would hold millions of fitments in memory: a file that big is split instead.
    if (wanted.size > IMPORT_MAX_FITMENTS) {
      throw csvError(
        ImportErrorCode.tooManyRows,
        `The file stands for more than ${IMPORT_MAX_FITMENTS} fitments (line ${line}); split it`,
      );
    }
  }

  const plan: FitmentsPlan = { rows: table.rows.length, rejections, adds: [], updates: [], unchanged: 0 };
  const partList = [...new Set([...wanted.values()].map((fitment) => fitment.part_id))];
  const existing = new Map<string, { id: number; position: string; note: string | null }>();
  if (partList.length > 0) {
    const rows = await run<{
      id: number;
      part_id: number;
      model_id: number;
      year_id: number;
      position: string;
      note: string | null;
    }>(
      em,
      `select id, part_id, model_id, year_id, position, note from part_fit where part_id = any(array(select (jsonb_array_elements_text(?::jsonb))::int))`,
      [json(partList)],
    );
    for (const row of rows) existing.set(`${row.part_id}:${row.model_id}:${row.year_id}`, row);
  }
  for (const [key, fitment] of wanted) {
    const now = existing.get(key);
    if (!now) {
      plan.adds.push({
        part_id: fitment.part_id,
        brand_id: fitment.brand_id,
        model_id: fitment.model_id,
        year_id: fitment.year_id,
        position: fitment.position ?? 'Main',
        note: fitment.note ?? null,
      });
      continue;
    }
    const position = fitment.position ?? now.position;
    const note = fitment.note ?? now.note;
    if (position === now.position && note === now.note) plan.unchanged += 1;
    else plan.updates.push({ id: now.id, position, note, from: { position: now.position, note: now.note } });
  }
  return plan;
}

/** Writes the plan in set-based statements; the caller runs it in the import's transaction. */
export async function applyFitments(em: EntityManager, plan: FitmentsPlan, actor: AuditActor | null): Promise<void> {
  if (plan.adds.length > 0) {
    // The insert and its audit entries in one statement: the new ids never travel back to the app.
    await run(
      em,
      `with added as (
         insert into part_fit (part_id, year_id, brand_id, model_id, position, note, created_at, updated_at)
         select v.part_id, v.year_id, v.brand_id, v.model_id, v.position, v.note, now(), now()
         from jsonb_to_recordset(?::jsonb) as v(part_id int, year_id int, brand_id int, model_id int, position text, note text)
         returning id, part_id, year_id, brand_id, model_id, position, note)
       insert into audit_entry (at, actor_id, actor_type, entity, entity_id, action, changes, note_code, note_facts)
       select now(), ?::int, ?::text, 'part-fit', a.id, 'create',
              jsonb_build_array(jsonb_build_object('field', 'part', 'from', null, 'to', a.part_id), jsonb_build_object('field', 'brand', 'from', null, 'to', a.brand_id),
                                jsonb_build_object('field', 'model', 'from', null, 'to', a.model_id), jsonb_build_object('field', 'year', 'from', null, 'to', a.year_id),
                                jsonb_build_object('field', 'position', 'from', null, 'to', a.position), jsonb_build_object('field', 'note', 'from', null, 'to', a.note)),
              ?, '{}'::jsonb
       from added a where ?::int is not null`,
      [json(plan.adds), actor?.id ?? null, actor?.type ?? null, IMPORT_NOTE_CODE, actor?.id ?? null],
    );
  }
  if (plan.updates.length > 0) {
    await run(
      em,
      `update part_fit f set position = v.position, note = v.note, updated_at = now() from jsonb_to_recordset(?::jsonb) as v(id int, position text, note text) where f.id = v.id`,
      [json(plan.updates)],
    );
    await appendAuditEntries(
      em,
      actor,
      plan.updates.map((update) => ({
        entity: 'part-fit',
        entity_id: update.id,
        action: 'update',
        changes: [
          ...(update.position !== update.from.position
            ? [{ field: 'position', from: update.from.position, to: update.position }]
            : []),
          ...(update.note !== update.from.note ? [{ field: 'note', from: update.from.note, to: update.note }] : []),
        ],
      })),
    );
  }
}
