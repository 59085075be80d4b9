import { resolve } from 'node:path';
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
  project.provide('databaseServerUrl', server.url);
  return () => server.stop();
}
