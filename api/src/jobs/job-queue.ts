// Background jobs on pg-boss, in the `pgboss` schema of the shop's own database: no other server to run, and the
// embedded database of `npm start` has it too (pg-boss installs and migrates its schema when a queue starts). Every
// process with a queue may send jobs; only those that work them (RUN_JOBS, or `pnpm worker`) run the handlers. A
// process killed mid-job leaves its job active until the job's heartbeat is missed; then a surviving process's
// supervisor puts it back and another worker runs it again, so every kind is written so that a second run after a
// crash does not double its effect (each says how).
import { PgBoss, type Queue } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';

export const JOB_SCHEMA = 'pgboss';
/** Scheduled jobs run on the shop's clock (Cambodia has no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

export interface JobRun<T> {
  id: string;
  data: T;
  /** 1 for the first run, 2 after one failure or crash, … */
  attempt: number;
}

export interface JobKind<T extends object = object> {
  /** The queue's name, also the job's kind on the jobs screen. */
  name: string;
  queue?: Omit<Queue, 'name'>;
  /** A cron expression on the shop's clock: the job is sent on that schedule (by one process, whichever runs it). */
  schedule?: string;
  /** Its result (kept as the job's output), or nothing. Throwing fails the run; pg-boss retries as the queue says. */
  run(job: JobRun<T>): Promise<object | void>;
}

export interface JobQueueOptions {
  databaseUrl: string;
  /** Run the handlers here, and keep the queue's supervision and schedules. */
  work: boolean;
  superviseSeconds: number;
  log: FastifyBaseLogger;
}

/** Jobs of one kind in one state, for the metrics: waiting (`created`, `retry`), `active`, or `failed` (kept). */
export interface JobCount {
  kind: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  count: number;
}

/** Runs this process finished, by kind and outcome (for the metrics; a process's own since it started). */
export type JobRunCounts = Map<string, { done: number; failed: number }>;

export class JobQueue {
  readonly #boss: PgBoss;
  // Kinds of any payload: each kind's `run` reads its own.
  readonly #kinds = new Map<string, JobKind<never>>();
  readonly #options: JobQueueOptions;
  readonly #whenWorking: (() => Promise<unknown>)[] = [];
  readonly #whenStopping: (() => Promise<unknown>)[] = [];
  #started = false;
  readonly #runs: JobRunCounts = new Map();

  constructor(options: JobQueueOptions) {
    this.#options = options;
    this.#boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: JOB_SCHEMA,
      application_name: 'shop-jobs',
      max: 4,
      supervise: options.work,
      schedule: options.work,
      superviseIntervalSeconds: options.superviseSeconds,
      // The pass that fails jobs whose heartbeat or time ran out runs per queue at most this often (pg-boss's
      // default is 60 s, whatever the supervision's interval): without it a dead process's job waited up to a
      // minute before another process took it.
      monitorIntervalSeconds: options.superviseSeconds,
      // The shop lists its instances nowhere; one row per process start would only grow.
      registerInstance: false,
    });
    this.#boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  }

  get working(): boolean {
    return this.#options.work;
  }

  get databaseUrl(): string {
    return this.#options.databaseUrl;
  }

  /** Runs once the queue works jobs here (not in a process that only sends them), and `stop` before it stops. */
  whileWorking(start: () => Promise<unknown>, stop: () => Promise<unknown>): void {
    this.#whenWorking.push(start);
    this.#whenStopping.push(stop);
  }

  /** Declares a kind of job; before start(). */
  define<T extends object>(kind: JobKind<T>): void {
    if (this.#started) throw new Error(`job kind ${kind.name} defined after the queue started`);
    this.#kinds.set(kind.name, kind as unknown as JobKind<never>);
  }

  async start(): Promise<void> {
    await this.#boss.start();
    this.#started = true;
    for (const kind of this.#kinds.values()) await this.#boss.createQueue(kind.name, kind.queue);
    if (!this.#options.work) return;
    for (const kind of this.#kinds.values()) {
      await this.#boss.work<object>(kind.name, { batchSize: 1, localConcurrency: 1 }, async ([job]) => {
        const log = this.#options.log.child({ jobId: job!.id, job: kind.name });
        log.info({ attempt: job!.retryCount + 1 }, 'job started');
        try {
          const output = await kind.run({ id: job!.id, data: job!.data as never, attempt: job!.retryCount + 1 });
          log.info('job done');
          this.#counted(kind.name).done += 1;
          return output ?? undefined;
        } catch (error) {
          log.warn({ err: error }, 'job failed');
          this.#counted(kind.name).failed += 1;
          throw error;
        }
      });
      if (kind.schedule) await this.#boss.schedule(kind.name, kind.schedule, null, { tz: SHOP_TIME_ZONE });
    }
    for (const start of this.#whenWorking) await start();
  }

  /**
   * Queues a job; the id, or null when a job with the same id (options.id) is already there, or (a queue with a
   * singleton policy) one with the same singletonKey already waits. `startAfter`: seconds to wait before running it.
   */
  send(
    name: string,
    data: object,
    options: { id?: string; singletonKey?: string; startAfter?: number } = {},
  ): Promise<string | null> {
    return this.#boss.send(name, data, options);
  }

  /** The runs this process finished, by kind. */
  get runs(): JobRunCounts {
    return this.#runs;
  }

  /** How many jobs of each kind wait, run or have failed, read from the queue's table (not pg-boss's cached stats). */
  async counts(): Promise<JobCount[]> {
    if (!this.#started) return [];
    const { rows } = await this.#boss
      .getDb()
      .executeSql(
        `select name as kind, state::text as state, count(*)::int as count from ${JOB_SCHEMA}.job ` +
          `where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
    return rows as JobCount[];
  }

  #counted(kind: string): { done: number; failed: number } {
    let counts = this.#runs.get(kind);
    if (!counts) this.#runs.set(kind, (counts = { done: 0, failed: 0 }));
    return counts;
  }

  async stop(): Promise<void> {
    if (this.#options.work) for (const stop of this.#whenStopping) await stop();
    // Running handlers get a few seconds to finish; one cut short is run again elsewhere (see above).
    await this.#boss.stop({ graceful: true, timeout: 10_000 });
  }
}
