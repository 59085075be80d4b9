// Statements of the import, run on the transaction's entity manager. Rows travel as one JSON parameter read with
// jsonb_to_recordset, so ten thousand rows are one statement (set-based), not ten thousand round trips.
import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import type { AuditChange, AuditKind, SystemNoteCode } from '@shop/contracts';
import type { AuditActor } from '../platform/audit-context.ts';

export const run = <T>(em: EntityManager, text: string, params: unknown[] = []) =>
  (em as SqlEntityManager).execute<T[]>(text, params, 'all');

export const json = (rows: unknown) => JSON.stringify(rows);

/** Ids drawn from a table's own sequence, so new rows of several tables can point at each other before insert. */
export async function nextIds(em: EntityManager, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await run<{ id: number }>(
    em,
    `select nextval(pg_get_serial_sequence(?, 'id'))::int as id from generate_series(1, ?::int)`,
    [table, count],
  );
  return rows.map((row) => row.id);
}

export interface BulkAuditEntry {
  entity: AuditKind;
  entity_id: number;
  action: 'create' | 'update' | 'stock';
  changes: AuditChange[];
}

/** The system note of an import's audit entries: a code, worded by the audit screen in the reader's language. */
export const IMPORT_NOTE_CODE = 'CSV_IMPORT' satisfies SystemNoteCode;

/**
 * The audit entries of an import, in one statement on the import's transaction (the ORM's audit subscriber does
 * not see hand-written SQL, so they are written here, as the order service does for its own SQL).
 */
export async function appendAuditEntries(
  em: EntityManager,
  actor: AuditActor | null,
  entries: BulkAuditEntry[],
): Promise<void> {
  if (!actor || entries.length === 0) return;
  await run(
    em,
    `insert into audit_entry (at, actor_id, actor_type, entity, entity_id, action, changes, note_code, note_facts)
     select now(), ?, ?, e.entity, e.entity_id, e.action, e.changes, ?, '{}'::jsonb from jsonb_to_recordset(?::jsonb) as e(entity text, entity_id int, action text, changes jsonb)`,
    [actor.id, actor.type, IMPORT_NOTE_CODE, json(entries)],
  );
}
