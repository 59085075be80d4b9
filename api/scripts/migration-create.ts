// `pnpm --filter @shop/api migration:create [name]`: writes a migration for the difference between the
// entities and the schema the committed migrations build. Works on a throwaway database (on the embedded
// server, or on DATABASE_URL's server), so it never touches your data.
import { resolve } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { initOrm, migrationsDir } from '../src/db/orm.ts';

const name = process.argv[2];
const scratch = `migration_scratch_${Date.now()}`;
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({
      dataDir: resolve(repoRoot, '.data', 'scratch-postgres'),
      port: 54_322,
      database: 'postgres',
      ephemeral: true,
    });
const serverUrl = new URL(process.env.DATABASE_URL ?? embedded!.url);
const admin = new pg.Client({
  connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString(),
});
admin.on('error', () => {});
await admin.connect();
await admin.query(`create database ${scratch}`);
try {
  const orm = await initOrm(Object.assign(new URL(serverUrl), { pathname: `/${scratch}` }).toString());
  try {
    await orm.migrator.up();
    const result = await orm.migrator.create(migrationsDir, false, false, name);
    console.log(
      result.fileName ? `created ${migrationsDir}/${result.fileName}` : 'no changes: the migrations match the entities',
    );
  } finally {
    await orm.close();
  }
} finally {
  await admin.query(`drop database ${scratch} with (force)`);
  await admin.end();
  await embedded?.stop();
}
