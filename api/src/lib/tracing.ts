// OpenTelemetry traces of requests and their SQL (issue 37 §4). Off by default: unless OTEL_EXPORTER_OTLP_ENDPOINT
// is set, nothing of OpenTelemetry is even loaded (the packages are imported here, on demand), so a shop without a
// collector pays nothing. On: each request is a `request` span (npm `@fastify/otel`, registered as the app's first
// plugin so it sees every route and hook) whose handler's SQL statements are child spans
// (`@opentelemetry/instrumentation-pg`), exported over OTLP/HTTP to the endpoint (the exporter reads the standard
// OTEL_* variables itself).
import { createRequire } from 'node:module';
import type { FastifyPluginCallback } from 'fastify';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

export interface Tracing {
  /** @fastify/otel's plugin: register it before any route. */
  plugin: FastifyPluginCallback;
  /** Sends the spans still buffered and stops tracing. */
  shutdown(): Promise<void>;
}

let active: Tracing | null = null;

/** The tracing started in this process, or null when it is off. */
export function activeTracing(): Tracing | null {
  return active;
}

/**
 * Starts tracing for this process: spans go to `exporter` as each ends (tests: an in-memory exporter), or in batches
 * to OTLP/HTTP at OTEL_EXPORTER_OTLP_ENDPOINT. Call it before the app is built; a second call returns the first.
 */
export async function startTracing(options: { exporter?: SpanExporter; serviceName?: string } = {}): Promise<Tracing> {
  if (active) return active;
  const [{ NodeTracerProvider }, { BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/resources'),
    ]);
  const [{ registerInstrumentations }, { PgInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const processor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : new BatchSpanProcessor(new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME ?? options.serviceName ?? 'shop-api',
    }),
    spanProcessors: [processor],
  });
  // Global provider and async-hooks context: a query started inside a request's handler becomes its child.
  provider.register();
  const fastifyInstrumentation = new FastifyOtelInstrumentation();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Only SQL run for something traced (a request); background jobs' polling would otherwise flood the collector.
      new PgInstrumentation({ requireParentSpan: true }),
      fastifyInstrumentation,
    ],
  });
  // The pg instrumentation patches `pg` when it is required. The app imports pg as an ES module, which loads pg's
  // CommonJS files without passing through that hook (and may already have loaded them: ES imports come first).
  // Requiring it here runs the hook on the very module the ORM uses (one pg@ in the lockfile), patching its
  // Client.prototype.query in place, before or after the app's imports alike.
  createRequire(import.meta.url)('pg');
  active = {
    plugin: fastifyInstrumentation.plugin() as FastifyPluginCallback,
    shutdown: async () => {
      await provider.shutdown();
      active = null;
    },
  };
  return active;
}
