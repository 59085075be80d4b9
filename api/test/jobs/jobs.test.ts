// Background jobs (pg-boss in the app's own database). A large import runs as a job: 202 with the job, whose
// progress and result GET /api/backend/job/:id shows; admins list every job, a supplier sees only the jobs it
// started. The daily visitor salt is a job scheduled at the shop's midnight.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../support/app.ts';
import { createAccount, type TestAccount } from '../support/identity.ts';
import { shopToday } from '../../src/modules/insights/dashboard-range.ts';
import { SALT_JOB } from '../../src/modules/insights/visitor-salt-job.ts';
import { newFitmentsCsv } from './fitment-rows.ts';

let t: TestApp;
let db: pg.Client;
let admin: TestAccount;
let supplier: TestAccount;
beforeAll(async () => {
  t = await startTestApp({ jobs: true, env: { IMPORT_JOB_ROWS: '20' } });
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  supplier = await createAccount(t.app, { type: 'SUPPLIER' });
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const importCsv = (csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/backend/import/fitments',
    headers: { ...bearer(admin.token), 'content-type': 'text/csv' },
    payload: csv,
  });
const getJob = (id: string, who: TestAccount = admin) =>
  t.app.inject({ method: 'GET', url: `/api/backend/job/${id}`, headers: bearer(who.token) });

async function finished(id: string) {
  for (;;) {
    const job = getJob(id).then((response) => response.json().data);
    const { state } = await job;
    if (state === 'completed' || state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('an import as a job', () => {
  it('answers 202 with the job, which applies the file and reports its result', async () => {
    const fitmentsBefore = Number((await db.query('select count(*) from part_fit')).rows[0].count);
    const response = await importCsv(await newFitmentsCsv(db, 40));
    expect(response.statusCode).toBe(202);
    const queued = response.json().data;
    expect(queued).toMatchObject({ kind: 'catalog-import', total: 40, startedBy: { id: admin.id } });
    expect(['created', 'active', 'completed']).toContain(queued.state);

    // The file waits in the file storage, not in the job: the job names it.
    const [data] = (await db.query('select data from pgboss.job where id = $1', [queued.id])).rows;
    expect(data.data).toEqual({ kind: 'fitments', file: `imports/${queued.id}.csv`, actor: expect.anything() });

    const job = await finished(queued.id);
    expect(job).toMatchObject({ state: 'completed', phase: 'done', done: 40, total: 40, attempts: 1, error: null });
    expect(existsSync(join(t.app.config.dataDir, 'files', 'imports', `${queued.id}.csv`))).toBe(false);
    expect(job.result).toMatchObject({ kind: 'fitments', applied: true, rows: 40, add: 40, rejected: [] });
    expect(Number((await db.query('select count(*) from part_fit')).rows[0].count)).toBe(fitmentsBefore + 40);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/backend/job?kind=catalog-import',
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { id: string }) => row.id)).toContain(queued.id);
    expect(list.json().pagination.totalCount).toBeGreaterThanOrEqual(1);
  });

  it('answers a small file at once, and refuses an unreadable one before queueing anything', async () => {
    const small = await importCsv(await newFitmentsCsv(db, 5));
    expect(small.statusCode).toBe(200);
    expect(small.json().data).toMatchObject({ applied: true, add: 5 });
    const jobsBefore = Number((await db.query('select count(*) from background_job')).rows[0].count);
    const broken = await importCsv(`part_number,brand\n"unterminated,${'x,'.repeat(30)}`);
    expect(broken.statusCode).toBe(400);
    expect(Number((await db.query('select count(*) from background_job')).rows[0].count)).toBe(jobsBefore);
  });

  it('shows a supplier only the jobs it started, and the list only to admins', async () => {
    const [job] = (await db.query('select id from background_job limit 1')).rows;
    expect((await getJob(job.id, supplier)).statusCode).toBe(404);
    expect((await getJob('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getJob('not-a-uuid')).statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: '/api/backend/job', headers: bearer(supplier.token) });
    expect(list.statusCode).toBe(403);
  });
});

describe('the daily visitor salt', () => {
  it("is scheduled at the shop's midnight, and makes the day's salt and deletes the older ones", async () => {
    const schedule = (await db.query(`select cron, timezone from pgboss.schedule where name = $1`, [SALT_JOB])).rows;
    expect(schedule).toEqual([{ cron: '0 0 * * *', timezone: 'Asia/Phnom_Penh' }]);

    await db.query(`delete from visitor_salt`);
    await db.query(`insert into visitor_salt (day, salt) values ('2026-01-01', repeat('a', 64))`);
    const id = await t.app.jobs!.send(SALT_JOB, {});
    const job = await finished(id!);
    expect(job).toMatchObject({ kind: SALT_JOB, state: 'completed', result: { day: shopToday() } });
    const salts = (await db.query(`select day::text as day, salt from visitor_salt`)).rows;
    expect(salts).toHaveLength(1);
    expect(salts[0]).toMatchObject({ day: shopToday() });
    expect(salts[0].salt).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(job), 'the salt is never shown').not.toContain(salts[0].salt);
  });
});
