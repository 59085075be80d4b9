// The jobs screen's reads: pg-boss's own job table (state, attempts, output, error) with what the shop adds
// (background_job: who started it, progress). A process without a queue may run on a database pg-boss never
// touched; there is then nothing to list.
import type { JobListQuery, JobView } from '@shop/contracts';
import type { Orm } from '../../../db/orm.ts';
import { pageRequest, pagination } from '../../../lib/paging.ts';
import { emptySql, queryRows, sql } from '../../../lib/sql.ts';
import { JOB_SCHEMA } from '../../../jobs/job-queue.ts';

interface Row {
  id: string;
  kind: string;
  state: JobView['state'];
  phase: JobView['phase'] | null;
  done: number | null;
  total: number | null;
  retry_count: number;
  output: Record<string, unknown> | null;
  result: unknown;
  started_by_id: number | null;
  started_by_name: string | null;
  // Raw rows carry timestamps as the driver gives them (text or Date).
  created_on: string | Date;
  started_on: string | Date | null;
  completed_on: string | Date | null;
  total_count: string;
}

// pg-boss's internal queues (schedules, dead letters of its own) start with `__`; the shop lists its own only.
const ownJob = sql`j.name not like '\\_\\_%'`;

export class JobService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async list(query: JobListQuery) {
    const request = pageRequest(query);
    if (!(await this.#installed())) return { data: [], pagination: pagination(request, 0) };
    const rows = await this.#select(sql`where ${ownJob}
      ${query.kind ? sql` and j.name = ${query.kind}` : emptySql}
      ${query.state ? sql` and j.state::text = ${query.state}` : emptySql}
      order by j.created_on desc, j.id limit ${request.size} offset ${request.offset}`);
    return { data: rows.map(toView), pagination: pagination(request, Number(rows[0]?.total_count ?? 0)) };
  }

  /** One job; undefined when there is none, or (for a supplier: `startedBy`) when the viewer did not start it. */
  async get(id: string, startedBy?: number): Promise<JobView | undefined> {
    if (!(await this.#installed())) return undefined;
    const [row] = await this.#select(sql`where ${ownJob} and j.id = ${id}::uuid
      ${startedBy === undefined ? emptySql : sql` and b.started_by_id = ${startedBy}`}`);
    return row && toView(row);
  }

  async #installed(): Promise<boolean> {
    const [row] = await queryRows<{ table: string | null }>(
      this.#orm,
      sql`select to_regclass(${`${JOB_SCHEMA}.job`})::text as "table"`,
    );
    return Boolean(row?.table);
  }

  #select(rest: ReturnType<typeof sql>): Promise<Row[]> {
    return queryRows<Row>(
      this.#orm,
      sql`select j.id, j.name as kind, j.state::text as state, b.phase, b.done, b.total, j.retry_count, j.output,
                 b.result, b.started_by_id, u.name as started_by_name, j.created_on, j.started_on, j.completed_on,
                 count(*) over () as total_count
          from ${{ text: `${JOB_SCHEMA}.job`, params: [] }} j
          left join background_job b on b.id = j.id
          left join user_account u on u.id = b.started_by_id
          ${rest}`,
    );
  }
}

function toView(row: Row): JobView {
  const failed = row.state === 'failed' || row.state === 'retry';
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    phase: row.phase ?? (row.state === 'completed' ? 'done' : 'queued'),
    done: row.done ?? 0,
    total: row.total ?? 0,
    // A job that was taken up counts its runs: retry_count is the failed (or crashed) ones before this.
    attempts: row.started_on ? row.retry_count + 1 : row.retry_count,
    // pg-boss keeps a thrown error's message (and stack) as the output; only the message is shown.
    error: failed && typeof row.output?.message === 'string' ? row.output.message : null,
    result: row.result ?? (row.state === 'completed' ? (row.output ?? null) : null),
    startedBy: row.started_by_id === null ? null : { id: row.started_by_id, name: row.started_by_name ?? '' },
    createdAt: new Date(row.created_on).toISOString(),
    startedAt: iso(row.started_on),
    completedAt: iso(row.completed_on),
  };
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
