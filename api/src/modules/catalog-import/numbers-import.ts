// The cross-reference numbers CSV (issue 36 §3): one row a number of a part, `part_number,kind,number`, kind OEM,
// AFTERMARKET, REPLACES or REPLACED_BY. A number is matched by part, kind and number compared without case, spaces,
// dashes, dots or slashes (the table's unique key): new ones are added after the part's others, a known one written
// differently takes the row's spelling, and numbers the file does not name are left alone, as the fitment CSV does.
// Each line is checked with the part page's rule (part-numbers.service.ts numberProblem); a part is replaced by one
// number only, so a REPLACED_BY row naming another number than the part's current one is rejected (change it on
// the part page). Each part whose list changes gets one audit entry, worded as the part page's edit.
import type { EntityManager } from '@mikro-orm/core';
import { NUMBER_CSV_COLUMNS, NUMBER_CSV_REQUIRED, partNumberKey, type PartNumberKind } from '@shop/contracts';
import type { AuditActor } from '../platform/audit-context.ts';
import { numberProblem } from '../catalog/part-numbers.service.ts';
import { Rejections } from './cells.ts';
import { locateColumns, type CsvTable } from './csv-table.ts';
import { partIds } from './fitments-import.ts';
import { appendAuditEntries, json, run } from './import-sql.ts';

interface Known {
  id: number;
  part_id: number;
  kind: PartNumberKind;
  number: string;
  number_key: string;
  position: number;
}

export interface NumbersPlan {
  rows: number;
  rejections: Rejections;
  adds: { part_id: number; kind: PartNumberKind; number: string; number_key: string; position: number }[];
  updates: { id: number; number: string }[];
  unchanged: number;
  /** The parts whose list changes: their numbers before and after, as the part page's audit entry lists them. */
  changed: Map<number, { from: string[]; to: string[] }>;
}

export async function planNumbers(em: EntityManager, table: CsvTable): Promise<NumbersPlan> {
  const at = locateColumns(table.header, NUMBER_CSV_COLUMNS, NUMBER_CSV_REQUIRED);
  const width = table.header.length;
  const cell = (cells: string[], column: string) => (at.has(column) ? (cells[at.get(column)!] ?? '') : '');
  const parts = await partIds(em, [
    ...new Set(table.rows.map((row) => partNumberKey(cell(row.cells, 'part_number'))).filter((key) => key !== '')),
  ]);
  const partList = [...new Set([...parts.values()].filter((ids) => ids.length === 1).map(([id]) => id!))];
  const known = new Map<number, Known[]>();
  if (partList.length > 0) {
    for (const row of await run<Known>(
      em,
      `select id, part_id, kind, number, number_key, position from part_number
       where part_id = any(array(select (jsonb_array_elements_text(?::jsonb))::int)) order by part_id, position, id`,
      [json(partList)],
    ))
      known.set(row.part_id, [...(known.get(row.part_id) ?? []), row]);
  }

  const rejections = new Rejections();
  /** Per part: the keys (`kind:number key`) of its earlier lines, and whether one named its replacement. */
  const seen = new Map<number, { keys: Set<string>; replacedBy: boolean }>();
  const plan: NumbersPlan = {
    rows: table.rows.length,
    rejections,
    adds: [],
    updates: [],
    unchanged: 0,
    changed: new Map(),
  };
  const after = new Map<number, Map<string, string>>();

  for (const { line, cells } of table.rows) {
    const get = (column: string) => cell(cells, column);
    if (cells.slice(width).some((text) => text !== '')) {
      rejections.add(line, null, 'CELL_COUNT', null, `The row has ${cells.length} cells; the header has ${width}`);
      continue;
    }
    for (const column of NUMBER_CSV_REQUIRED) {
      if (get(column).trim() === '') rejections.add(line, column, 'REQUIRED', null, `${column} is missing`);
    }
    if (rejections.has(line)) continue;
    const partNumber = get('part_number');
    const matches = parts.get(partNumberKey(partNumber)) ?? [];
    if (matches.length !== 1) {
      rejections.add(
        line,
        'part_number',
        matches.length === 0 ? 'UNKNOWN_PART' : 'AMBIGUOUS_PART',
        partNumber,
        matches.length === 0
          ? `No part has the part number ${partNumber}`
          : `${matches.length} parts have the part number ${partNumber}`,
      );
      continue;
    }
    const partId = matches[0]!;
    const entry = { kind: get('kind').trim().toUpperCase() as PartNumberKind, number: get('number') };
    const earlier = seen.get(partId) ?? { keys: new Set<string>(), replacedBy: false };
    const key = partNumberKey(entry.number);
    const current = known.get(partId) ?? [];
    // The part's replacement in the database counts as named, unless this row names the same one.
    const otherReplacement = current.some((number) => number.kind === 'REPLACED_BY' && number.number_key !== key);
    const problem = numberProblem(
      entry,
      partNumberKey(partNumber),
      earlier.keys,
      earlier.replacedBy || otherReplacement,
    );
    if (problem) {
      const column =
        problem.code === 'NUMBER_KIND_UNKNOWN' ? 'kind' : problem.code === 'DUPLICATE_ROW' ? null : 'number';
      rejections.add(line, column, problem.code, column === 'kind' ? get('kind') : entry.number, problem.message);
      continue;
    }
    earlier.keys.add(`${entry.kind}:${key}`);
    earlier.replacedBy ||= entry.kind === 'REPLACED_BY';
    seen.set(partId, earlier);

    const number = entry.number.trim();
    const list = after.get(partId) ?? new Map(current.map((row) => [`${row.kind}:${row.number_key}`, row.number]));
    after.set(partId, list);
    const same = current.find((row) => row.kind === entry.kind && row.number_key === key);
    if (same && same.number === number) plan.unchanged += 1;
    else if (same) plan.updates.push({ id: same.id, number });
    else {
      const last = Math.max(
        -1,
        ...current.map((row) => row.position),
        ...plan.adds.filter((add) => add.part_id === partId).map((add) => add.position),
      );
      plan.adds.push({ part_id: partId, kind: entry.kind, number, number_key: key, position: last + 1 });
    }
    list.set(`${entry.kind}:${key}`, number);
  }

  for (const [partId, list] of after) {
    const from = (known.get(partId) ?? []).map((row) => `${row.kind} ${row.number}`);
    const to = [...list].map(([kindKey, number]) => `${kindKey.slice(0, kindKey.indexOf(':'))} ${number}`);
    if (JSON.stringify(from) !== JSON.stringify(to)) plan.changed.set(partId, { from, to });
  }
  return plan;
}

/** Writes the plan; the caller runs it in the import's transaction. */
export async function applyNumbers(em: EntityManager, plan: NumbersPlan, actor: AuditActor | null): Promise<void> {
  if (plan.adds.length > 0)
    await run(
      em,
      `insert into part_number (part_id, kind, number, number_key, position, created_at, updated_at)
       select v.part_id, v.kind, v.number, v.number_key, v.position, now(), now()
       from jsonb_to_recordset(?::jsonb) as v(part_id int, kind text, number text, number_key text, position int)`,
      [json(plan.adds)],
    );
  if (plan.updates.length > 0)
    await run(
      em,
      `update part_number n set number = v.number, updated_at = now() from jsonb_to_recordset(?::jsonb) as v(id int, number text) where n.id = v.id`,
      [json(plan.updates)],
    );
  await appendAuditEntries(
    em,
    actor,
    [...plan.changed].map(([partId, { from, to }]) => ({
      entity: 'part',
      entity_id: partId,
      action: 'update',
      changes: [{ field: 'numbers', from, to }],
    })),
  );
}
