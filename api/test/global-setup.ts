import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../src/config.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { initOrm, prepareDatabase } from '../src/db/orm.ts';

// Its own folder and port, so the tests never touch the cluster of a running `npm start`.
export const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 54_321);

export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL;
  if (given) {
    project.provide('databaseServerUrl', given);
    // A shared server may hold another run's template: this run's has a name of its own and is dropped after.
    const template = `seed_template_${randomBytes(6).toString('hex')}`;
    await prepareSeededTemplate(given, template);
    project.provide('seededTemplateDatabase', template);
    return () => runOnServer(given, (client) => dropDatabase(client, template));
  }
  const server = await startEmbeddedPostgres({
    dataDir: resolve(repoRoot, '.data', 'test-postgres'),
    port: TEST_PG_PORT,
    database: 'postgres',
    ephemeral: true,
  });
  await dropLeftoverTestDatabases(server.url);
  project.provide('databaseServerUrl', server.url);
  await prepareSeededTemplate(server.url, SEED_TEMPLATE);
  project.provide('seededTemplateDatabase', SEED_TEMPLATE);
  return () => server.stop();
}

// On the tests' own cluster the template keeps one name, so a killed run's template is simply rebuilt.
const SEED_TEMPLATE = 'seed_template';

/** A run that was killed leaves its per-file databases behind; this cluster is the tests' own, so clear them. */
async function dropLeftoverTestDatabases(url: string): Promise<void> {
  await runOnServer(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'test\\_%'",
    );
    for (const { datname } of rows) await dropDatabase(client, datname);
  });
}

/**
 * Migrates and seeds one database as every test app's starting point (what the app itself does on a first start),
 * so test files copy it instead of each paying for the migrations and the demo seed.
 */
async function prepareSeededTemplate(serverUrl: string, template: string): Promise<void> {
  await runOnServer(serverUrl, async (client) => {
    await dropDatabase(client, template);
    await client.query(`create database ${client.escapeIdentifier(template)}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const orm = await initOrm(url.toString());
  try {
    await prepareDatabase(orm, url.toString(), { seedDemo: true });
    // Tests start from a shop that prices no delivery (orders total their lines, as before delivery was priced);
    // the delivery tests add the zones they price with (test/modules/commerce/delivery.test.ts).
    await orm.em.getConnection().execute('delete from delivery_zone');
  } finally {
    await orm.close(true);
  }
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
}

async function runOnServer(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
