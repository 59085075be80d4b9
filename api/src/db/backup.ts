// Backup and restore of the shop's database (`pnpm db:backup`, `pnpm db:restore FILE`).
//
// Why not pg_dump: the embedded PostgreSQL (18) comes without one (the npm package ships initdb, pg_ctl and
// postgres only), and a pg_dump older than the server refuses to dump it (Debian 12 has 15). So the backup is
// taken here, the way pg_dump takes its data: one REPEATABLE READ, READ ONLY transaction (one snapshot, so every
// table is of the same moment, while the shop keeps running), each table written with COPY. The schema is not
// written: it is the committed migrations, and the file names the ones that had run. A restore applies those
// migrations to an empty database, then loads the rows in one transaction with triggers off (the rows already
// carry what the triggers would compute), sets the sequences, and checks every table's row count.
//
// The file is gzip'd text: a header line (`-- shop-backup {json}`), then per table `COPY "t" (cols) FROM stdin;`,
// its rows in COPY text format and `\.`, as in pg_dump's plain format; the sequences follow as setval lines.
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough, type Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { initOrm } from './orm.ts';

const FORMAT = 'shop-backup';
const FORMAT_VERSION = 1;
const HEADER_PREFIX = `-- ${FORMAT} `;
/** The ORM's record of applied migrations: rebuilt by migrating, not copied. */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  server: string;
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
  sequences: { name: string; value: string | null }[];
}

export class BackupError extends Error {
  override name = 'BackupError';
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Writes a consistent backup of the database at `url` to `file`; answers its header (tables and row counts). */
export async function backupDatabase(url: string, file: string): Promise<BackupHeader> {
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const header = await describe(client);
    const out = new PassThrough();
    const written = pipeline(out, createGzip(), createWriteStream(file, { mode: 0o600 }));
    await write(out, `${HEADER_PREFIX}${JSON.stringify(header)}\n`);
    for (const table of header.tables) {
      if (table.name === MIGRATIONS_TABLE) continue;
      const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
      const copy = `COPY ${client.escapeIdentifier(table.name)} (${columns})`;
      await write(out, `${copy} FROM stdin;\n`);
      for await (const chunk of client.query(copyTo(`${copy} TO STDOUT`))) await write(out, chunk as Buffer);
      await write(out, '\\.\n');
    }
    for (const sequence of header.sequences) {
      if (sequence.value !== null)
        await write(
          out,
          `SELECT pg_catalog.setval(${client.escapeLiteral(sequence.name)}, ${sequence.value}, true);\n`,
        );
    }
    out.end();
    await written;
    await client.query('commit');
    return header;
  } finally {
    await client.end();
  }
}

async function describe(client: pg.Client): Promise<BackupHeader> {
  const server = (await client.query<{ version: string }>('show server_version')).rows[0]!.version;
  const hasMigrations =
    (await client.query(`select to_regclass($1) as t`, [`public.${MIGRATIONS_TABLE}`])).rows[0].t !== null;
  const migrations = hasMigrations
    ? (await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`)).rows.map(
        (row) => row.name,
      )
    : [];
  if (migrations.length === 0)
    throw new BackupError('this database has no shop schema (no migrations have run): nothing to back up');
  const { rows: tableRows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind in ('r', 'p')
     group by c.relname
     order by c.relname`,
  );
  const tables: BackupHeader['tables'] = [];
  for (const row of tableRows) {
    const rows = Number(
      (await client.query(`select count(*) as n from ${client.escapeIdentifier(row.name)}`)).rows[0].n,
    );
    tables.push({ name: row.name, columns: row.columns, rows });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    server,
    migrations,
    tables,
    sequences,
  };
}

function write(stream: Writable, text: string | Buffer): Promise<void> {
  return stream.write(text) ? Promise.resolve() : new Promise((resolve) => stream.once('drain', () => resolve()));
}

/** Restores `file` into the empty database at `url` (its schema made by the migrations the backup names). */
export async function restoreDatabase(file: string, url: string): Promise<BackupHeader> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })[
    Symbol.asyncIterator
  ]();
  const first = await lines.next();
  const header = parseHeader(first.done ? '' : first.value, file);

  const client = await connect(url);
  try {
    const existing = (
      await client.query<{ n: string }>(`select count(*) as n from pg_tables where schemaname = 'public'`)
    ).rows[0]!.n;
    if (Number(existing) > 0) {
      throw new BackupError(
        `the database ${new URL(url).pathname.slice(1)} is not empty (${existing} tables); restore into a new, empty database ` +
          '(createdb, or a fresh DATA_DIR for the embedded PostgreSQL)',
      );
    }
    await migrateTo(url, header);
    await client.query('begin');
    try {
      await client.query('set local session_replication_role = replica');
    } catch (error) {
      throw new BackupError(
        `restoring needs a superuser (it turns triggers off while loading rows): ${(error as Error).message}`,
      );
    }
    const loaded = header.tables.filter((table) => table.name !== MIGRATIONS_TABLE);
    await client.query(`truncate ${loaded.map((table) => client.escapeIdentifier(table.name)).join(', ')}`);
    for (let line = await lines.next(); !line.done; line = await lines.next()) {
      const text = line.value;
      if (text.startsWith('COPY ')) {
        await copyRows(client, text.replace(/ FROM stdin;$/, ' FROM STDIN'), lines);
      } else if (text.startsWith('SELECT pg_catalog.setval(')) {
        await client.query(text);
      } else if (text !== '') {
        throw new BackupError(`${file} is damaged: unexpected line "${text.slice(0, 80)}"`);
      }
    }
    for (const table of loaded) {
      const rows = Number(
        (await client.query(`select count(*) as n from ${client.escapeIdentifier(table.name)}`)).rows[0].n,
      );
      if (rows !== table.rows)
        throw new BackupError(`${file} is incomplete: ${table.name} has ${rows} rows, the backup ${table.rows}`);
    }
    await client.query('commit');
    return header;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

function parseHeader(line: string, file: string): BackupHeader {
  if (!line.startsWith(HEADER_PREFIX)) throw new BackupError(`${file} is not a shop backup (made by pnpm db:backup)`);
  const header = JSON.parse(line.slice(HEADER_PREFIX.length)) as BackupHeader;
  if (header.format !== FORMAT || header.version !== FORMAT_VERSION) {
    throw new BackupError(
      `${file} is a backup of format ${header.format} ${header.version}; this version reads ${FORMAT} ${FORMAT_VERSION}`,
    );
  }
  return header;
}

/** Applies exactly the migrations the backup's database had run, so its rows fit the schema. */
async function migrateTo(url: string, header: BackupHeader): Promise<void> {
  const orm = await initOrm(url);
  try {
    const known = new Set((await orm.migrator.getPending()).map((migration) => migration.name));
    const unknown = header.migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `the backup was made by a newer version of the shop (migrations ${unknown.join(', ')} are not in this checkout); update it first`,
      );
    }
    await orm.migrator.up({ to: header.migrations.at(-1)! });
  } finally {
    await orm.close();
  }
}

async function copyRows(client: pg.Client, statement: string, lines: AsyncIterator<string>): Promise<void> {
  const target = client.query(copyFrom(statement));
  const done = new Promise<void>((resolve, reject) => {
    target.once('finish', resolve);
    target.once('error', reject);
  });
  for (let line = await lines.next(); ; line = await lines.next()) {
    if (line.done) throw new BackupError('the backup ends in the middle of a table');
    if (line.value === '\\.') break;
    await write(target, `${line.value}\n`);
  }
  target.end();
  await done;
}
