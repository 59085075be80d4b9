import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server on which the tests may create and drop databases. */
    databaseServerUrl: string;
    /** A database on that server holding the migrated schema and the demo data, copied by createSeededTestDatabase. */
    seededTemplateDatabase: string;
  }
}

function urlFor(database: string): string {
  const url = new URL(inject('databaseServerUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database name; the `test_` prefix is how the global setup finds a killed run's leftovers to drop. */
function newTestDatabaseName(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}

/** A new, empty database on the test server; returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const name = newTestDatabaseName();
  await withAdmin((client) => client.query(`create database ${name}`));
  return urlFor(name);
}

/**
 * A new database already migrated and seeded with the demo data: a file copy of the template the global setup
 * prepared once, so each test app skips the migrations and the demo seed (seconds each) and starts from the same data.
 */
export async function createSeededTestDatabase(): Promise<string> {
  const name = newTestDatabaseName();
  const template = inject('seededTemplateDatabase');
  await withAdmin((client) => client.query(`create database ${name} template ${client.escapeIdentifier(template)}`));
  return urlFor(name);
}

export async function dropTestDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await withAdmin((client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`));
}
