// What /health and /health/ready ask the database. A failure is 503 with a plain message (never the driver's), and
// the cause goes to the request's log.
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/orm.ts';
import { serviceUnavailable } from '../../lib/http-error.ts';

export class HealthService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** Liveness: the database answers a query. */
  async checkDatabase(log: FastifyBaseLogger): Promise<void> {
    try {
      await this.#orm.em.getConnection().execute('select 1');
    } catch (error) {
      log.warn({ err: error }, 'health check: database unreachable');
      throw serviceUnavailable('The database is not reachable');
    }
  }

  /** Readiness: the database answers and has every migration this process knows. */
  async checkReady(log: FastifyBaseLogger): Promise<void> {
    let pending: string[];
    try {
      pending = (await this.#orm.migrator.getPending()).map((migration) => migration.name);
    } catch (error) {
      log.warn({ err: error }, 'readiness check: database unreachable');
      throw serviceUnavailable('The database is not reachable');
    }
    if (pending.length > 0) {
      log.warn({ pending }, 'readiness check: migrations not applied');
      throw serviceUnavailable(`The database lacks ${pending.length} migration(s) of this release`);
    }
  }
}
