// A cheap way to see whether a call changed any row: every table's row count and a hash of its rows' text,
// read in one statement; and the server's next transaction id, which moves only when some transaction began
// writing (so the fingerprint needs reading only then).
import type pg from 'pg';

export type Fingerprint = Record<string, string>;

export async function databaseFingerprint(db: pg.Client): Promise<Fingerprint> {
  const { rows: tables } = await db.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const parts = tables.map(
    ({ name }) =>
      `select ${db.escapeLiteral(name)} as name, count(*)::text || ':' || coalesce(sum(hashtextextended(r::text, 0)), 0)::text as print from ${db.escapeIdentifier(name)} r`,
  );
  const { rows } = await db.query<{ name: string; print: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The next transaction id to be handed out: a transaction gets one when it first writes (or locks rows). */
export async function writesBegun(db: pg.Client): Promise<string> {
  const { rows } = await db.query<{ next: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as next');
  return rows[0]!.next;
}

/** One row as the row-level fingerprint keeps it: a hash of its text, and its id columns (`id`, `*_id`). */
export interface RowPrint {
  hash: string;
  ids: Record<string, number | null>;
}
/** Per table (those with an `id` column), each row by its id. */
export type RowFingerprint = Map<string, Map<string, RowPrint>>;

/** What a write did to rows that existed before it: changed or deleted, by table and id, with their id columns. */
export interface TouchedRow {
  table: string;
  id: string;
  change: 'changed' | 'deleted';
  ids: Record<string, number | null>;
}

async function idColumns(db: pg.Client): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and (column_name = 'id' or column_name like '%\\_id')
        and data_type in ('integer', 'bigint', 'smallint') order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of rows) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  for (const [table, columns] of byTable) if (!columns.includes('id')) byTable.delete(table);
  return byTable;
}

/** Every row of the tables named (all tables with an integer `id` when none are), by id. */
export async function rowFingerprint(db: pg.Client, only?: string[]): Promise<RowFingerprint> {
  const columnsOf = await idColumns(db);
  const print: RowFingerprint = new Map();
  for (const [table, columns] of columnsOf) {
    if (only && !only.includes(table)) continue;
    const idList = columns.map((column) => `${db.escapeLiteral(column)}, r.${db.escapeIdentifier(column)}`).join(', ');
    const { rows } = await db.query<{ id: string; hash: string; ids: Record<string, number | null> }>(
      `select r.id::text as id, hashtextextended(r::text, 0)::text as hash, json_build_object(${idList}) as ids from ${db.escapeIdentifier(table)} r`,
    );
    print.set(table, new Map(rows.map((row) => [row.id, { hash: row.hash, ids: row.ids }])));
  }
  return print;
}

/** Rows of `before` that `after` changed or no longer has (new rows are not listed: a create makes them). */
export function touchedRows(before: RowFingerprint, after: RowFingerprint): TouchedRow[] {
  const touched: TouchedRow[] = [];
  for (const [table, rows] of after) {
    for (const [id, old] of before.get(table) ?? []) {
      const now = rows.get(id);
      if (!now) touched.push({ table, id, change: 'deleted', ids: old.ids });
      else if (now.hash !== old.hash) touched.push({ table, id, change: 'changed', ids: now.ids });
    }
  }
  return touched;
}
