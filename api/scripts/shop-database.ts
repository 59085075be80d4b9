// The shop's database for the maintenance commands (db:backup, db:restore): DATABASE_URL when set; otherwise
// the embedded PostgreSQL's `shop` database, on the server `npm start` is running, or on the cluster in
// DATA_DIR started for the command and stopped after it.
import { loadConfig } from '../src/config.ts';
import {
  createDatabaseIfMissing,
  embeddedPostgresPassword,
  embeddedPostgresUrl,
  startEmbeddedPostgres,
} from '../src/db/embedded-postgres.ts';

export interface ShopDatabase {
  url: string;
  /** Said to the operator: which database this is. */
  description: string;
  close(): Promise<void>;
}

export async function openShopDatabase(): Promise<ShopDatabase> {
  const config = loadConfig();
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      description: `DATABASE_URL (${new URL(config.databaseUrl).host})`,
      close: async () => {},
    };
  }
  const running = embeddedPostgresUrl(
    config.embeddedPgPort,
    'shop',
    embeddedPostgresPassword(`${config.dataDir}/postgres`),
  );
  try {
    await createDatabaseIfMissing(running);
    return {
      url: running,
      description: `the running embedded PostgreSQL on port ${config.embeddedPgPort}`,
      close: async () => {},
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw error;
  }
  const server = await startEmbeddedPostgres({
    dataDir: `${config.dataDir}/postgres`,
    port: config.embeddedPgPort,
    database: 'shop',
    home: config.embeddedPgHome,
  });
  return { url: server.url, description: `the embedded PostgreSQL in ${server.clusterDir}`, close: server.stop };
}
