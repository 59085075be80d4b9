// The ORM's configuration and the start-up steps that touch the schema (migrate, then seed on first run).
import { fileURLToPath } from 'node:url';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import pg from 'pg';
import { entities } from '../modules/entities.ts';
import { User } from '../modules/identity/user.entity.ts';
import { DemoSeeder } from '../seeders/demo.seeder.ts';
import { ADVISORY_LOCK } from './advisory-locks.ts';

export const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

interface OrmLog {
  debug(message: string): void;
}

/** A pool's settings for one server: pg reads sslmode and friends from the URL; without a timeout a health check could hang on a dead host. */
const poolOptions = (url: string, applicationName: string) => ({
  connectionString: url,
  connectionTimeoutMillis: 5_000,
  application_name: applicationName,
});

/** application_name of the connections to read replicas, so an operator can tell them apart in pg_stat_activity. */
export const REPLICA_APPLICATION_NAME = 'shop-read';

/**
 * `readUrls` (DATABASE_READ_URLS) become MikroORM's `replicas`, with `preferReadReplicas` off: the ORM's own
 * reads stay on the primary (a writer reads its own writes), and only reads that ask for the read side
 * (lib/sql.ts `onReplica`, the storefront's catalogue) go to a replica.
 */
export function ormConfig(
  databaseUrl: string,
  log?: OrmLog,
  readUrls: readonly string[] = [],
  onReplicaPool?: (name: string, pool: pg.Pool) => void,
) {
  return defineConfig({
    clientUrl: databaseUrl,
    replicas: readUrls.map((url, index) => {
      const name = `read-${index + 1}`;
      return {
        name,
        clientUrl: url,
        driverOptions: {
          ...poolOptions(url, REPLICA_APPLICATION_NAME),
          onPoolCreated: (pool: pg.Pool) => onReplicaPool?.(name, pool),
        },
      };
    }),
    preferReadReplicas: false,
    entities,
    extensions: [Migrator, SeedManager],
    migrations: {
      path: migrationsDir,
      pathTs: migrationsDir,
      glob: '!(*.d).ts',
      // The committed migrations are the schema's history; diffs for new ones are taken against a migrated database.
      snapshot: false,
      silent: true,
    },
    driverOptions: poolOptions(databaseUrl, 'shop'),
    debug: Boolean(log),
    logger: (message) => log?.debug(message),
  });
}

export type Orm = MikroORM;

export async function initOrm(databaseUrl: string, log?: OrmLog, readUrls: readonly string[] = []): Promise<Orm> {
  const pools = new Map<string, pg.Pool>();
  const orm = await MikroORM.init(ormConfig(databaseUrl, log, readUrls, (name, pool) => pools.set(name, pool)));
  replicaPoolsOf.set(orm, pools);
  return orm;
}

const replicaPoolsOf = new WeakMap<Orm, ReadonlyMap<string, pg.Pool>>();

/** The `pg` pools of the ORM's read replicas by name (`read-1`, …) once opened (at first use), for the metrics. */
export function replicaPools(orm: Orm): ReadonlyMap<string, pg.Pool> {
  return replicaPoolsOf.get(orm) ?? new Map();
}

/**
 * Applies pending migrations, then, when asked and the database has no users yet (first run), the demo data.
 * Several API processes may start together; an advisory lock makes the others wait instead of racing.
 */
export async function prepareDatabase(orm: Orm, databaseUrl: string, options: { seedDemo: boolean }): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [ADVISORY_LOCK.schema]);
    await orm.migrator.up();
    if (options.seedDemo && (await orm.em.fork().count(User, {})) === 0) {
      await orm.seeder.seed(DemoSeeder);
    }
  } finally {
    await lock.end();
  }
}
