// Numbers an operator can read: Prometheus's text format at `/metrics` on a listener of its own (METRICS_PORT),
// never on the public port, so route timings and load stay inside the operator's network. Unset, nothing is
// measured or served. Each process answers for itself; Prometheus scrapes every process (API or worker).
// The application numbers are read when Prometheus asks (`collect`), so no request pays for them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { replicaPools } from '../db/orm.ts';

export interface MetricsOptions {
  /** Unset: no metrics. 0: any free port (tests read it from `app.metrics`). */
  port: number | undefined;
  host: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's port, or null when METRICS_PORT is unset. */
    metrics: { port: number } | null;
  }
}

/** The label of a request that matched no route (404s): raw URLs would make one series per URL anyone sends. */
const UNMATCHED = '(unmatched)';

export default fp<MetricsOptions>(
  async (app, { port, host }) => {
    if (port === undefined) {
      app.decorate('metrics', null);
      return;
    }
    const registry = new Registry();
    // Process memory, CPU, handles, garbage collection and the event loop's delay (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      requestDuration.observe(
        {
          method: request.method,
          // The pattern (`/catalog/parts/:id`), one series per route whatever ids are asked for.
          route: request.routeOptions.url ?? UNMATCHED,
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    let pool: pg.Pool | undefined;
    new Gauge({
      name: 'shop_db_pool_connections',
      help: "The database pool's connections: open (total), idle, and requests waiting for one (waiting)",
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        pool ??= (await app.orm.em.getConnection().getNativeClient()) as pg.Pool;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'shop_db_pool_max_connections',
      help: 'The most connections the database pool opens',
      registers: [registry],
      async collect() {
        pool ??= (await app.orm.em.getConnection().getNativeClient()) as pg.Pool;
        this.set(pool.options.max ?? 10);
      },
    });

    // The replicas' pools open when first read from: the series appear then.
    if (app.config.databaseReadUrls.length > 0)
      new Gauge({
        name: 'shop_db_replica_pool_connections',
        help: "Each read replica's pool (DATABASE_READ_URLS): open (total), idle, and requests waiting for one (waiting)",
        labelNames: ['replica', 'state'],
        registers: [registry],
        collect() {
          for (const [replica, pool] of replicaPools(app.orm)) {
            this.set({ replica, state: 'total' }, pool.totalCount);
            this.set({ replica, state: 'idle' }, pool.idleCount);
            this.set({ replica, state: 'waiting' }, pool.waitingCount);
          }
        },
      });

    new Gauge({
      name: 'shop_open_sockets',
      help: 'Real-time (socket.io) connections open on this process',
      registers: [registry],
      collect() {
        this.set(app.realtime.openSockets());
      },
    });

    new Gauge({
      name: 'shop_jobs',
      help: 'Background jobs by kind and state: waiting (created, retry), running (active), failed and kept (failed)',
      labelNames: ['kind', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const { kind, state, count } of (await app.jobs?.counts()) ?? []) this.set({ kind, state }, count);
      },
    });
    new Counter({
      name: 'shop_job_runs_total',
      help: 'Job runs this process finished, by kind and outcome (done, failed)',
      labelNames: ['kind', 'outcome'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [kind, runs] of app.jobs?.runs ?? []) {
          this.inc({ kind, outcome: 'done' }, runs.done);
          this.inc({ kind, outcome: 'failed' }, runs.failed);
        }
      },
    });

    const caches = { catalog: app.catalogCache, sales: app.salesCache };
    new Counter({
      name: 'shop_cache_requests_total',
      help: 'Reads of the in-process answer caches (catalog: vehicle filter and search; sales: dashboard), by result',
      labelNames: ['cache', 'result'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, readCache] of Object.entries(caches)) {
          const { hits, misses } = readCache.stats();
          this.inc({ cache, result: 'hit' }, hits);
          this.inc({ cache, result: 'miss' }, misses);
        }
      },
    });

    const server: Server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
        return;
      }
      registry
        .metrics()
        .then((text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text))
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be read');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be read\n');
        });
    });
    const metrics = { port };
    app.decorate('metrics', metrics);
    // Listening once the app is ready: a scrape must not reach a process whose database is not there yet.
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      metrics.port = (server.address() as AddressInfo).port;
      app.log.info(`metrics at http://${host.includes(':') ? `[${host}]` : host}:${metrics.port}/metrics`);
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: 'metrics', dependencies: ['db', 'jobs', 'realtime', 'catalog-cache'] },
);
