// A PostgreSQL primary and a hot standby streaming from it, of the test's own: the embedded server's binaries
// (api/src/db/embedded-postgres.ts, run as the `postgres` user when the tests run as root), two clusters in a
// scratch folder, on free ports. The standby is a file copy of the primary taken while the primary is stopped
// (a cold base backup: the same bytes pg_basebackup would send, without needing its binary, which the embedded
// package does not ship), started with `standby.signal` and `primary_conninfo`, so it replays the primary's WAL
// as it is written, read-only.
import { execFile } from 'node:child_process';
import { appendFile, chmod, chown, copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  embeddedPostgresPassword,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../../src/db/embedded-postgres.ts';
import { serverAccount } from '../../src/db/postgres-reach.ts';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

export interface ReplicaCluster {
  primaryUrl: string;
  standbyUrl: string;
  /** Stops the standby's replay (pg_wal_replay_pause) until `resumeReplay`: it keeps answering, with older data. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the standby has replayed everything the primary wrote so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  stopStandby(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the primary with database `database`, lets `prepare` fill it (migrations, seed), then makes the
 * standby from it and starts both.
 */
export async function startReplicaCluster(
  database: string,
  prepare: (primaryUrl: string) => Promise<void>,
): Promise<ReplicaCluster> {
  const folder = await mkdtemp(join(tmpdir(), 'shop-replicas-'));
  // The `postgres` user must enter it (mkdtemp makes it 0700) to keep both clusters in place.
  await chmod(folder, 0o755);
  const primaryDir = join(folder, 'primary');
  const standbyDir = join(folder, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const started: EmbeddedPostgres[] = [];
  const stopAll = async () => {
    for (const server of started.reverse()) await server.stop().catch(() => {});
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const first = await startEmbeddedPostgres({ dataDir: primaryDir, port: primaryPort, database, ephemeral: true });
    if (first.clusterDir !== primaryDir)
      throw new Error(`the cluster moved to ${first.clusterDir}; expected it in place`);
    try {
      await prepare(first.url);
    } finally {
      await first.stop();
    }

    // Cold copy of the stopped primary: owner and modes kept (cp -a), the server's own password beside it.
    await run('cp', ['-a', primaryDir, standbyDir]);
    await copyFile(`${primaryDir}-password`, `${standbyDir}-password`);
    const password = embeddedPostgresPassword(primaryDir);
    const signal = join(standbyDir, 'standby.signal');
    await writeFile(signal, '');
    await appendFile(
      join(standbyDir, 'postgresql.auto.conf'),
      `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres password=${password} application_name=test_standby'\n`,
    );
    const account = await serverAccount();
    if (account) await chown(signal, account.uid, account.gid);

    const primary = await startEmbeddedPostgres({ dataDir: primaryDir, port: primaryPort, database, ephemeral: true });
    started.push(primary);
    const standby = await startEmbeddedPostgres({ dataDir: standbyDir, port: standbyPort, database, ephemeral: true });
    started.push(standby);

    const onStandby = (sql: string) => query(standby.url, sql);
    const cluster: ReplicaCluster = {
      primaryUrl: primary.url,
      standbyUrl: standby.url,
      pauseReplay: async () => {
        await onStandby('select pg_wal_replay_pause()');
        await until(
          async () => (await onStandby('select pg_get_wal_replay_pause_state() as s'))[0]?.s === 'paused',
          5_000,
        );
      },
      resumeReplay: async () => {
        await onStandby('select pg_wal_replay_resume()');
      },
      caughtUp: async (timeoutMs = 10_000) => {
        const [{ lsn }] = (await query(primary.url, 'select pg_current_wal_lsn()::text as lsn')) as [{ lsn: string }];
        await until(async () => {
          const [row] = await query(standby.url, `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`);
          return row?.done === true;
        }, timeoutMs);
      },
      stopStandby: () => standby.stop(),
      stop: stopAll,
    };
    // The standby is streaming (not only restored from the copy): the primary lists it.
    await until(
      async () =>
        (
          await query(
            primary.url,
            "select 1 from pg_stat_replication where application_name = 'test_standby' and state = 'streaming'",
          )
        ).length === 1,
      15_000,
    );
    return cluster;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
