import { resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../src/config.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

// Its own folder and port, so the tests never touch the cluster of a running `npm start`.
export const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 54_321);

export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL;
  if (given) {
    project.provide('databaseServerUrl', given);
    return;
  }
  const server = await startEmbeddedPostgres({
    dataDir: resolve(repoRoot, '.data', 'test-postgres'),
    port: TEST_PG_PORT,
    database: 'postgres',
    ephemeral: true,
  });
  await dropLeftoverTestDatabases(server.url);
  project.provide('databaseServerUrl', server.url);
  return () => server.stop();
}

/** A run that was killed leaves its per-file databases behind; this cluster is the tests' own, so clear them. */
async function dropLeftoverTestDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'test\\_%'",
    );
    for (const { datname } of rows)
      await client.query(`drop database ${client.escapeIdentifier(datname)} with (force)`);
  } finally {
    await client.end();
  }
}
