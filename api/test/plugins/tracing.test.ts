// OpenTelemetry traces (issue 37 §4): a request is a `request` span naming its route, and the SQL it ran are pg
// spans below it carrying the statement. In the app (spans read from an in-memory exporter), and in the real
// process (`node src/server.ts`) with OTEL_EXPORTER_OTLP_ENDPOINT set, whose spans arrive over OTLP/HTTP at a
// collector stand-in the test starts (a plain HTTP server reading the JSON the exporter posts to /v1/traces).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startTracing, type Tracing } from '../../src/lib/tracing.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createSeededTestDatabase, dropTestDatabase } from '../support/database.ts';
import { startServerProcess, type RunningServer } from '../support/server-process.ts';

const ROUTE = '/api/frontend/brand/:id';

describe('tracing in the app', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let t: TestApp;
  beforeAll(async () => {
    tracing = await startTracing({ exporter });
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await tracing?.shutdown();
  });

  it('makes a request span with the route, and pg spans under it carrying the SQL', async () => {
    const brands = await t.app.inject({ method: 'GET', url: '/api/frontend/brand' });
    const id = (brands.json() as { data: { id: number }[] }).data[0]!.id;
    exporter.reset();
    const response = await t.app.inject({ method: 'GET', url: `/api/frontend/brand/${id}` });
    expect(response.statusCode).toBe(200);

    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === 'request');
    expect(request, spans.map((span) => span.name).join(', ')).toBeDefined();
    expect(request!.attributes['http.route']).toBe(ROUTE);
    const queries = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(isBelow(query, request!, spans), query.name).toBe(true);
      expect(query.attributes['db.query.text']).toMatch(/^select /i);
    }
    expect(queries.some((query) => /\bbrand\b/.test(String(query.attributes['db.query.text'])))).toBe(true);
  });

  it('traces no SQL outside a traced request (background queries stay out)', async () => {
    exporter.reset();
    await t.app.orm.em.fork().getConnection().execute('select 1');
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});

describe('tracing configuration', () => {
  it('is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    expect(loadConfig({}).tracing).toBe(false);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toBe(true);
  });
});

describe('tracing in the real process', () => {
  let databaseUrl: string;
  let collector: Server;
  const received: unknown[] = [];
  let server: RunningServer | undefined;
  beforeAll(async () => {
    databaseUrl = await createSeededTestDatabase();
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/v1/traces') received.push(JSON.parse(body));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exit;
    await new Promise((resolve) => collector?.close(resolve));
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('sends the request and its SQL to OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    server = await startServerProcess(
      {
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        JWT_SECRET: 'tracing-test-secret-0123456789abcdef0123',
        RUN_JOBS: 'false',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
        // The batch processor's wait before sending (5 s by default).
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      90_000,
    );
    const brands = (await (await fetch(`${server.url}/api/frontend/brand`)).json()) as { data: { id: number }[] };
    expect((await fetch(`${server.url}/api/frontend/brand/${brands.data[0]!.id}`)).status).toBe(200);

    await expect
      .poll(() => otlpSpans(received).some((span) => routeOf(span) === ROUTE), { timeout: 15_000 })
      .toBe(true);
    const spans = otlpSpans(received);
    expect(serviceNames(received)).toContain('shop-api');
    const request = spans.find((span) => routeOf(span) === ROUTE && span.name === 'request')!;
    expect(request).toBeDefined();
    const queries = spans.filter((span) => span.traceId === request.traceId && attribute(span, 'db.query.text'));
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.some((span) => /\bbrand\b/.test(attribute(span, 'db.query.text') ?? ''))).toBe(true);
  });
});

/** True when `span` descends from `ancestor` through the parents among `spans`. */
function isBelow(span: ReadableSpan, ancestor: ReadableSpan, spans: ReadableSpan[]): boolean {
  let parentId = span.parentSpanContext?.spanId;
  while (parentId) {
    if (parentId === ancestor.spanContext().spanId) return true;
    parentId = spans.find((candidate) => candidate.spanContext().spanId === parentId)?.parentSpanContext?.spanId;
  }
  return false;
}

interface OtlpSpan {
  traceId: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** The spans of OTLP/JSON export requests (resourceSpans → scopeSpans → spans). */
function otlpSpans(bodies: unknown[]): OtlpSpan[] {
  return (bodies as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] }[]).flatMap((body) =>
    body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
  );
}

function serviceNames(bodies: unknown[]): (string | undefined)[] {
  return (bodies as { resourceSpans: { resource: { attributes: OtlpSpan['attributes'] } }[] }[]).flatMap((body) =>
    body.resourceSpans.map(
      (resource) => resource.resource.attributes.find((entry) => entry.key === 'service.name')?.value.stringValue,
    ),
  );
}

const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((candidate) => candidate.key === key)?.value.stringValue;
const routeOf = (span: OtlpSpan) => attribute(span, 'http.route');
