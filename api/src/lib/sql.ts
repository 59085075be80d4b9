// A small tagged template for hand-written SQL: values become placeholders, never text, and fragments
// nest. Hot read paths (vehicle filter, search) use it instead of the ORM's query builder (why: the README's
// "Where we kept our own code").
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../db/orm.ts';

export interface SqlFragment {
  readonly text: string;
  readonly params: readonly unknown[];
}

const isFragment = (value: unknown): value is SqlFragment =>
  typeof value === 'object' &&
  value !== null &&
  'text' in value &&
  'params' in value &&
  Object.keys(value).length === 2;

/** sql`select ... where id = ${id}`: `${id}` becomes `?` with `id` as its parameter; a nested fragment is spliced in. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  let text = strings[0]!;
  const params: unknown[] = [];
  values.forEach((value, index) => {
    if (isFragment(value)) {
      text += value.text;
      params.push(...value.params);
    } else {
      if (value === undefined) throw new Error('sql: a parameter is undefined');
      text += '?';
      params.push(value);
    }
    text += strings[index + 1]!;
  });
  return { text, params };
}

export const emptySql: SqlFragment = { text: '', params: [] };

export function joinSql(fragments: readonly SqlFragment[], separator: string): SqlFragment {
  return {
    text: fragments.map((fragment) => fragment.text).join(separator),
    params: fragments.flatMap((fragment) => fragment.params),
  };
}

/** The same statement with PostgreSQL's numbered placeholders ($1, $2...), for a plain `pg` client. */
export function toNumbered(fragment: SqlFragment): { text: string; values: unknown[] } {
  let index = 0;
  return { text: fragment.text.replace(/\?/g, () => `$${++index}`), values: [...fragment.params] };
}

/**
 * A name for a statement's text: each distinct text becomes one prepared statement per pooled connection,
 * so PostgreSQL parses and plans a hot read once instead of on every request.
 */
export function statementName(text: string): string {
  return `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

// Statement texts never contain values, so there are only as many as the code writes (a few dozen);
// numbering and naming each once saves that work on every request. The cap only guards against a mistake.
const statements = new Map<string, { text: string; name: string }>();
const MAX_STATEMENTS = 1000;

function prepareStatement(fragment: SqlFragment): { text: string; name: string } {
  let statement = statements.get(fragment.text);
  if (!statement) {
    const { text } = toNumbered(fragment);
    statement = { text, name: statementName(text) };
    if (statements.size < MAX_STATEMENTS) statements.set(fragment.text, statement);
  }
  return statement;
}

// PostgreSQL plans a prepared statement for its values each time (a custom plan) unless its generic plan looks as cheap,
// which for the search's statements it never does by its estimates, although it runs as fast: planning them cost more
// than running them (2-76 ms at a million parts). The statement kinds whose generic plans were measured as good
// (docs/performance.md, bench/search-plans.ts) are marked, and run with that plan, made once per pooled connection.
const genericTexts = new Set<string>();

/** Marks a statement to run with its generic plan (plan_cache_mode = force_generic_plan for its transaction). */
export function genericPlan(fragment: SqlFragment): SqlFragment {
  if (genericTexts.size < MAX_STATEMENTS) genericTexts.add(fragment.text);
  return fragment;
}

/** Runs a statement on a `pg` pool as a named prepared statement (parameters apart from the text). */
export async function queryPool<T>(pool: pg.Pool, fragment: SqlFragment): Promise<T[]> {
  const { text, name } = prepareStatement(fragment);
  const query = { name, text, values: [...fragment.params] };
  if (!genericTexts.has(fragment.text)) return (await pool.query(query)).rows as T[];
  // `set local`: the connection's other statements, the ORM's included, keep the server's choice.
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin; set local plan_cache_mode = force_generic_plan');
    const result = await client.query(query);
    await client.query('commit');
    return result.rows as T[];
  } catch (error) {
    await client.query('rollback').catch((failed: Error) => (broken = failed));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Where a read may go: the primary (`orm`, what every write and a writer's own read-back use), or a read replica
 * (`onReplica(orm)`, DATABASE_READ_URLS) for the storefront's catalogue, which may be a moment behind the primary.
 */
export type RowSource = Orm | ReplicaSource;

export interface ReplicaSource {
  readonly orm: Orm;
  readonly replica: true;
}

const replicaSources = new WeakMap<Orm, ReplicaSource>();

/** The read side of `orm`: a replica when DATABASE_READ_URLS is set, else the primary itself. */
export function onReplica(orm: Orm): RowSource {
  let source = replicaSources.get(orm);
  if (!source) replicaSources.set(orm, (source = { orm, replica: true }));
  return source;
}

const isReplicaSource = (source: RowSource): source is ReplicaSource => 'replica' in source;

/**
 * Runs a read as a named prepared statement on the ORM's own `pg` pool (no entities, no identity map), or on a
 * replica's pool for `onReplica(orm)`. Parameters travel separately from the text, as numbered placeholders.
 * A replica that cannot be reached (down, restarting, refusing connections) or that cancels the read for its replay
 * does not fail it: the read is asked of the primary instead.
 */
export async function queryRows<T>(source: RowSource, fragment: SqlFragment): Promise<T[]> {
  // The primary's pool is looked up once: every later read skips an await.
  if (!isReplicaSource(source)) return queryPool<T>(pools.get(source) ?? (await primaryPool(source)), fragment);
  const replica = await replicaPool(source.orm);
  if (!replica) return queryPool<T>(await primaryPool(source.orm), fragment);
  try {
    return await queryPool<T>(replica, fragment);
  } catch (error) {
    if (!replicaFailed(error)) throw error;
    return queryPool<T>(await primaryPool(source.orm), fragment);
  }
}

async function primaryPool(orm: Orm): Promise<pg.Pool> {
  let pool = pools.get(orm);
  if (!pool) {
    pool = (await orm.em.getConnection().getNativeClient()) as pg.Pool;
    pools.set(orm, pool);
  }
  return pool;
}

/** One of the replicas' pools, chosen at random by MikroORM for each read; undefined without replicas. */
async function replicaPool(orm: Orm): Promise<pg.Pool | undefined> {
  const connection = orm.em.getConnection('read');
  if (connection === orm.em.getConnection('write')) return undefined;
  return (await connection.getNativeClient()) as pg.Pool;
}

/**
 * A failure of the replica rather than of the statement: refused or cut connections, a timeout while connecting, a
 * server starting up or shutting down (SQLSTATE class 08 and 57P01-57P03), or a read the standby cancelled because
 * its replay needed the rows it was reading (40001, "conflict with recovery"). The primary would answer each.
 */
function replicaFailed(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '40001')) return true;
  if (typeof code === 'string' && /^E(CONNREFUSED|CONNRESET|HOSTUNREACH|NOTFOUND|AI_AGAIN|TIMEDOUT|PIPE)$/.test(code))
    return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect/i.test(message);
}

// The ORM's pool lives as long as the ORM; looking it up once spares every request an await.
const pools = new WeakMap<Orm, pg.Pool>();

/** Runs a statement inside the ORM's current transaction (`em` of `transactional`), answering its rows. */
export const runSql = <T>(em: EntityManager, fragment: SqlFragment): Promise<T[]> =>
  (em as SqlEntityManager).execute<T[]>(fragment.text, [...fragment.params], 'all');

/** Trusted SQL text with no parameters (identifiers and expressions written in the code, never input). */
export const rawSql = (text: string): SqlFragment => ({ text, params: [] });
