// The import survives its process: an API process takes a 10,000-row fitment import as a job and is killed
// (SIGKILL: no shutdown, no goodbye) while the job runs; a worker (`pnpm worker`, another process on the same
// database) takes the job up once its heartbeat is missed, and the file is applied exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { demoAdmin } from '../../src/seeders/demo-accounts.ts';
import { createTestDatabase, dropTestDatabase } from '../support/database.ts';
import { startServerProcess, type RunningServer } from '../support/server-process.ts';
import { newFitmentsCsv } from './fitment-rows.ts';

let databaseUrl: string;
let folder: string;
let db: pg.Client;
const children: ChildProcess[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  folder = mkdtempSync(join(tmpdir(), 'shop-import-restart-'));
  env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: folder,
    REMOTES_MANIFEST: join(folder, 'remotes.json'),
    SEED_DEMO: 'true',
    // The survivor's supervisor looks for missed heartbeats every second (30 s by default).
    JOB_SUPERVISE_SECONDS: '1',
  };
  db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => {});
  await db.connect();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await db?.end();
  if (databaseUrl) await dropTestDatabase(databaseUrl);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** `pnpm worker`'s entry, resolved once it says it runs jobs. */
function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['src/worker.ts'], {
    cwd: join(repoRoot, 'api'),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker running jobs')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}:\n${output}`)));
  });
}

const count = async (text: string, params: unknown[] = []) => Number((await db.query(text, params)).rows[0].count);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an import job whose process is killed', () => {
  it('is finished by another process, exactly once', async () => {
    const started = performance.now();
    const at = (what: string) =>
      console.info(`[import-restart] ${what} at ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const api: RunningServer = await startServerProcess(env, 120_000);
    children.push(api.child);
    const login = await fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demoAdmin.email, password: demoAdmin.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    at('API up');
    const csv = await newFitmentsCsv(db, 10_000);
    const fitmentsBefore = await count('select count(*) from part_fit');
    const auditBefore = await count(`select count(*) from audit_entry where entity = 'part-fit'`);

    const response = await fetch(`${api.url}/api/backend/import/fitments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: csv,
    });
    expect(response.status).toBe(202);
    const { id } = ((await response.json()) as { data: { id: string } }).data;

    // Mid-way: the job is running (its phase moved past "queued") and nothing of it is committed.
    for (;;) {
      const [row] = (
        await db.query(
          `select j.state::text as state, b.phase from pgboss.job j join background_job b on b.id = j.id where j.id = $1`,
          [id],
        )
      ).rows;
      expect(row.state, 'the import ended before the process could be killed').not.toBe('completed');
      if (row.state === 'active' && row.phase !== 'queued') break;
      await sleep(20);
    }
    at('job running');
    api.child.kill('SIGKILL');
    await api.exit;
    expect(await count('select count(*) from part_fit'), 'a killed import leaves nothing half-written').toBe(
      fitmentsBefore,
    );

    await startWorker();
    at('worker up');
    let job: { state: string; retry_count: number; result: { add: number; rows: number } | null };
    for (;;) {
      [job] = (
        await db.query(
          `select j.state::text as state, j.retry_count, b.result from pgboss.job j join background_job b on b.id = j.id where j.id = $1`,
          [id],
        )
      ).rows;
      if (job.state === 'completed' || job.state === 'failed') break;
      await sleep(250);
    }
    at(`job ${job.state}`);
    expect(job.state).toBe('completed');
    expect(job.retry_count, 'the second run is the one that finished').toBe(1);
    expect(job.result).toMatchObject({ rows: 10_000, add: 10_000 });
    expect(await count('select count(*) from part_fit')).toBe(fitmentsBefore + 10_000);
    expect(await count(`select count(*) from audit_entry where entity = 'part-fit'`)).toBe(auditBefore + 10_000);
  }, 300_000);
});
