// A part's cross-reference numbers: read with the shop's part sold under each number (so a superseded part can point
// to its replacement), and replaced as a whole list, checked first so a bad entry changes nothing, in one audited
// transaction. The CSV import (kind `numbers`) checks its lines with the same rule.
import type { EntityManager } from '@mikro-orm/core';
import { PART_NUMBER_KINDS, partNumberKey, type PartNumberEntry, type PartNumberView } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { joinSql, runSql, sql } from '../../lib/sql.ts';
import { appendAuditEntry } from '../platform/audit-subscriber.ts';
import { currentActor } from '../platform/audit-context.ts';
import { catalogueWriter, lockItemForChange } from './catalogue-ownership.ts';

/** As the part's own number: starts with a letter or digit, then letters, digits, spaces and . / _ - */
const NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/;

export interface NumberProblem {
  code: 'NUMBER_KIND_UNKNOWN' | 'NUMBER_INVALID' | 'NUMBER_OWN' | 'DUPLICATE_ROW' | 'REPLACED_BY_TWICE';
  message: string;
}

/**
 * Why an entry cannot be kept, or null. `seen` holds the keys (kind and number) of the entries before it and
 * `replacedBy` whether one of them already names the replacement; `own` is the part's own number key. The codes are
 * the CSV import's (catalog-import/numbers-import.ts), which checks its lines with this same rule.
 */
export function numberProblem(
  entry: PartNumberEntry,
  own: string,
  seen: Set<string>,
  replacedBy: boolean,
): NumberProblem | null {
  const number = entry.number.trim();
  if (!(PART_NUMBER_KINDS as readonly string[]).includes(entry.kind))
    return { code: 'NUMBER_KIND_UNKNOWN', message: `kind must be one of ${PART_NUMBER_KINDS.join(', ')}` };
  if (number === '' || number.length > 64)
    return { code: 'NUMBER_INVALID', message: 'number must have 1 to 64 characters' };
  if (!NUMBER_PATTERN.test(number))
    return { code: 'NUMBER_INVALID', message: `number ${number} may hold only letters, digits, spaces and . / _ -` };
  const key = partNumberKey(number);
  if (key === own) return { code: 'NUMBER_OWN', message: `${number} is the part's own number` };
  if (seen.has(`${entry.kind}:${key}`))
    return { code: 'DUPLICATE_ROW', message: `${number} is listed twice as ${entry.kind}` };
  if (entry.kind === 'REPLACED_BY' && replacedBy)
    return { code: 'REPLACED_BY_TWICE', message: 'a part is replaced by one number only' };
  return null;
}

interface NumberRow {
  kind: PartNumberView['kind'];
  number: string;
  part_id: number | null;
  part_name: string | null;
  part_name_kh: string | null;
}

/** The part's numbers in staff's order, each with the shop's part sold under that number (the lowest id) if any. */
export async function readPartNumbers(em: EntityManager, partId: number): Promise<PartNumberView[]> {
  const rows = await runSql<NumberRow>(
    em,
    sql`select n.kind, n.number, o.id as part_id, o.name as part_name, o.name_kh as part_name_kh
        from part_number n
        left join lateral (select o.id, o.name, o.name_kh from part o
                           where o.part_number_key = n.number_key and o.id <> n.part_id order by o.id limit 1) o on true
        where n.part_id = ${partId} order by n.position, n.id`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    number: row.number,
    part: row.part_id === null ? null : { id: row.part_id, name: row.part_name!, nameKh: row.part_name_kh },
  }));
}

/** The part's id, item and own number key (404 when there is no such part). */
async function partOf(em: EntityManager, partId: number) {
  const [part] = await runSql<{ id: number; item_id: number; part_number_key: string }>(
    em,
    sql`select id, item_id, part_number_key from part where id = ${partId}`,
  );
  if (!part) throw notFound(`Part ${partId} not found`);
  return part;
}

/**
 * Replaces the part's numbers with `entries` (400 naming the first bad entry, `body/numbers/N`, and nothing changed),
 * as the signed-in staff member, audited as a change of the part's `numbers`.
 */
export async function replacePartNumbers(
  em: EntityManager,
  partId: number,
  entries: readonly PartNumberEntry[],
  field = 'body/numbers',
): Promise<PartNumberView[]> {
  return em.transactional(async (tx) => {
    const part = await partOf(tx, partId);
    await lockItemForChange(tx, await catalogueWriter(tx, currentActor()), part.item_id);
    const seen = new Set<string>();
    let replacedBy = false;
    for (const [index, entry] of entries.entries()) {
      const problem = numberProblem(entry, part.part_number_key, seen, replacedBy);
      if (problem) throw badRequest(`${field}/${index}: ${problem.message}`, { field: `${field}/${index}` });
      seen.add(`${entry.kind}:${partNumberKey(entry.number)}`);
      replacedBy ||= entry.kind === 'REPLACED_BY';
    }
    const before = await readPartNumbers(tx, partId);
    await writeNumbers(tx, partId, entries);
    const after = await readPartNumbers(tx, partId);
    const listed = (list: PartNumberView[]) => list.map((n) => `${n.kind} ${n.number}`);
    if (JSON.stringify(listed(before)) !== JSON.stringify(listed(after)))
      await appendAuditEntry(tx, {
        entity: 'part',
        entityId: partId,
        action: 'update',
        changes: [{ field: 'numbers', from: listed(before), to: listed(after) }],
      });
    return after;
  });
}

/** Deletes the part's numbers and writes `entries` in their order (already checked). */
async function writeNumbers(em: EntityManager, partId: number, entries: readonly PartNumberEntry[]): Promise<void> {
  await runSql(em, sql`delete from part_number where part_id = ${partId}`);
  if (entries.length === 0) return;
  const values = entries.map(
    (entry, position) =>
      sql`(${partId}, ${entry.kind}, ${entry.number.trim()}, ${partNumberKey(entry.number)}, ${position}, now(), now())`,
  );
  await runSql(
    em,
    sql`insert into part_number (part_id, kind, number, number_key, position, created_at, updated_at) values ${joinSql(values, ', ')}`,
  );
}

/** A part's cross-reference numbers as the desk reads and replaces them (404 for a part that does not exist). */
export class PartNumberService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async read(partId: number): Promise<PartNumberView[]> {
    const em = this.#orm.em.fork();
    const found = await runSql(em, sql`select 1 from part where id = ${partId}`);
    if (found.length === 0) throw notFound(`Part ${partId} not found`);
    return readPartNumbers(em, partId);
  }

  /** Replaces the whole list (audited); the first bad entry answers 400 naming it and nothing changes. */
  replace(partId: number, numbers: PartNumberEntry[]): Promise<PartNumberView[]> {
    return replacePartNumbers(this.#orm.em.fork(), partId, numbers);
  }
}
