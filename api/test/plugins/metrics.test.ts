import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoCustomer } from '../../src/seeders/demo-accounts.ts';
import { bearer, login, startTestApp, type TestApp } from '../support/app.ts';

// The Prometheus metrics as an operator scrapes them: over real HTTP on METRICS_PORT, never on the public port.
let t: TestApp;
let publicUrl: string;
let metricsUrl: string;
let releaseWaitingJob: () => void = () => {};
const waitingJobReleased = new Promise<void>((resolve) => (releaseWaitingJob = resolve));
let socket: Socket | undefined;

beforeAll(async () => {
  t = await startTestApp({
    // 0: any free port; the catalogue cache on, as npm start runs it; the job queue on, as every process runs it.
    env: { METRICS_PORT: '0', CATALOG_CACHE_ENTRIES: '100' },
    jobs: true,
    extend: (app) => {
      app.jobs!.define({
        name: 'metrics-test-fails',
        queue: { retryLimit: 0 },
        run: () => Promise.reject(new Error('fails on purpose')),
      });
      app.jobs!.define({ name: 'metrics-test-waits', run: () => waitingJobReleased });
    },
  });
  publicUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  metricsUrl = `http://127.0.0.1:${t.app.metrics!.port}/metrics`;
});
afterAll(async () => {
  socket?.disconnect();
  releaseWaitingJob();
  await t?.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series (`name{labels}`), or undefined when it is not there. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const requests = (route: string, status: number, method = 'GET') =>
  `http_request_duration_seconds_count{method="${method}",route="${route}",status_code="${status}"}`;

describe('/metrics', () => {
  it('counts requests by route pattern and status', async () => {
    const before = await scrape();
    for (const path of ['/api/frontend/brand/1', '/api/frontend/brand/2', '/api/frontend/brand/999999']) {
      await fetch(`${publicUrl}${path}`);
    }
    expect((await fetch(`${publicUrl}/no/such/page/${Date.now()}`)).status).toBe(404);
    expect((await fetch(`${publicUrl}/health`)).status).toBe(200);

    const after = await scrape();
    const brand200 =
      (value(after, requests('/api/frontend/brand/:id', 200)) ?? 0) -
      (value(before, requests('/api/frontend/brand/:id', 200)) ?? 0);
    const brand404 =
      (value(after, requests('/api/frontend/brand/:id', 404)) ?? 0) -
      (value(before, requests('/api/frontend/brand/:id', 404)) ?? 0);
    expect(brand200 + brand404, 'three requests on one route pattern').toBe(3);
    expect(brand404).toBeGreaterThanOrEqual(1);
    expect(value(after, requests('/health', 200))).toBe((value(before, requests('/health', 200)) ?? 0) + 1);
    expect(value(after, requests('(unmatched)', 404))).toBeGreaterThanOrEqual(1);
    // Raw URLs never become labels: one series per route, whatever anyone asks for.
    expect(after).not.toMatch(/route="\/api\/frontend\/brand\/\d/);
    expect(after).not.toContain('/no/such/page');
  });

  it('counts catalogue cache hits and misses', async () => {
    const series = (result: string) => `shop_cache_requests_total{cache="catalog",result="${result}"}`;
    await vi.waitFor(() => expect(t.app.catalogCache.enabled).toBe(true), { timeout: 10_000, interval: 50 });
    const before = await scrape();
    const first = await fetch(`${publicUrl}/api/frontend/dashboard/year`);
    const second = await fetch(`${publicUrl}/api/frontend/dashboard/year`);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    const after = await scrape();
    expect(value(after, series('hit'))).toBe((value(before, series('hit')) ?? 0) + 1);
    expect(value(after, series('miss'))).toBe((value(before, series('miss')) ?? 0) + 1);
  });

  it("shows the database pool, open sockets, the process's memory and the event loop's delay", async () => {
    const token = await login(t.app, demoCustomer);
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
    const userId = String((me.json() as { data: { id: number } }).data.id);
    expect(value(await scrape(), 'shop_open_sockets')).toBe(0);
    socket = connectSocket(publicUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { 'user-id': userId },
      auth: { token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });
    const text = await scrape();
    expect(value(text, 'shop_open_sockets')).toBe(1);
    expect(value(text, 'shop_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(value(text, 'shop_db_pool_max_connections')).toBeGreaterThan(0);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('shows jobs waiting or running, and failures', async () => {
    await t.app.jobs!.send('metrics-test-waits', {});
    await t.app.jobs!.send('metrics-test-fails', {});
    // Waits for pg-boss to pick both up (it polls every few seconds); the test's own timeout bounds it.
    await vi.waitFor(
      async () => {
        const text = await scrape();
        expect(value(text, 'shop_jobs{kind="metrics-test-waits",state="active"}')).toBe(1);
        expect(value(text, 'shop_jobs{kind="metrics-test-fails",state="failed"}')).toBe(1);
        expect(value(text, 'shop_job_runs_total{kind="metrics-test-fails",outcome="failed"}')).toBe(1);
      },
      { timeout: 60_000, interval: 250 },
    );
    releaseWaitingJob();
    await vi.waitFor(
      async () =>
        expect(value(await scrape(), 'shop_job_runs_total{kind="metrics-test-waits",outcome="done"}')).toBe(1),
      { timeout: 60_000, interval: 250 },
    );
  }, 150_000);

  it('is not on the public port, and the metrics port serves nothing else', async () => {
    const onPublic = await fetch(`${publicUrl}/metrics`);
    expect(onPublic.status).toBe(404);
    expect(await onPublic.text()).not.toContain('http_request_duration_seconds');
    expect((await fetch(metricsUrl.replace('/metrics', '/health'))).status).toBe(404);
  });
});
