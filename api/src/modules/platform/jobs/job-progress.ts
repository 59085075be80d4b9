// A job's progress and result on the shop's side (background_job). Progress is written on its own connection, so a
// screen sees it while the job's transaction is still open; the result is written inside the job's transaction, so
// it exists exactly when the job's work was committed.
import { hostname } from 'node:os';
import type { EntityManager } from '@mikro-orm/core';
import type { JobPhase } from '@shop/contracts';
import type { Orm } from '../../../db/orm.ts';
import { BackgroundJob } from './background-job.entity.ts';

/** This process, as a job's row names its runner. */
const THIS_PROCESS = `${hostname()}#${process.pid}`;

export class JobProgress {
  readonly #orm: Orm;
  readonly #id: string;

  constructor(orm: Orm, id: string) {
    this.#orm = orm;
    this.#id = id;
  }

  /** The shop's row of a job about to be sent: its kind, who asked, how much there is to do. */
  static async create(orm: Orm, job: { id: string; kind: string; startedBy: number | null; total: number }) {
    const em = orm.em.fork();
    em.create(BackgroundJob, { id: job.id, kind: job.kind, startedBy: job.startedBy, total: job.total });
    await em.flush();
    return new JobProgress(orm, job.id);
  }

  async report(phase: JobPhase, done: number, total: number): Promise<void> {
    await this.#orm.em
      .fork()
      .nativeUpdate(
        BackgroundJob,
        { id: this.#id },
        { phase, done, total, runner: THIS_PROCESS, updatedAt: new Date() },
      );
  }

  /** Records the result in the job's own transaction (`em`): once committed, a later run finds it (earlier()). */
  async finish(em: EntityManager, result: object): Promise<void> {
    await em.nativeUpdate(BackgroundJob, { id: this.#id }, { phase: 'done', result, updatedAt: new Date() });
  }

  /** The result of a run that committed its work but died before the queue heard it finished. */
  async earlier(): Promise<object | undefined> {
    const row = await this.#orm.em.fork().findOne(BackgroundJob, { id: this.#id }, { fields: ['result'] });
    return row?.result ?? undefined;
  }
}
