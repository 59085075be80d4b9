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
