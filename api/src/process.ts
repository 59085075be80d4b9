// A process of the shop, for both entries: `node src/server.ts` (the API, which also runs jobs unless RUN_JOBS=false)
// and `node src/worker.ts` (`pnpm worker`: jobs only, no HTTP). Reads the configuration, starts the embedded
// PostgreSQL when no DATABASE_URL is given, builds the app (which migrates, and seeds on first run), listens (the
// API), and on SIGINT/SIGTERM/SIGHUP drains requests, stops the job queue, closes the database pool and stops the
// embedded server.
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { app, serverOptions } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { startTracing } from './lib/tracing.ts';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.ts';

const SHUTDOWN_TIMEOUT_MS = 15_000;
// After new connections are refused, requests already on the wire get this long to arrive and be answered.
const DRAIN_GRACE_MS = 1_000;

export async function runProcess({ http }: { http: boolean }): Promise<void> {
  let config: Config;
  try {
    // A worker is there to run jobs, whatever RUN_JOBS says to the API processes.
    config = loadConfig(http ? process.env : { ...process.env, RUN_JOBS: 'true' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }

  // Before the app, so its first request and query are traced.
  const tracing = config.tracing ? await startTracing({ serviceName: http ? 'shop-api' : 'shop-worker' }) : null;
  const server = Fastify(serverOptions(config)).withTypeProvider<TypeBoxTypeProvider>();
  let database: EmbeddedPostgres | undefined;
  let stopping = false;

  async function stop(reason: string, exitCode: number): Promise<never> {
    if (stopping) return new Promise<never>(() => {});
    stopping = true;
    server.log.info(`stopping (${reason})`);
    setTimeout(() => {
      server.log.error(`shutdown took over ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      if (server.server.listening) {
        server.drain();
        await new Promise((resolve) => setTimeout(resolve, DRAIN_GRACE_MS));
      }
      await server.close();
    } catch (error) {
      server.log.error({ err: error }, 'error while closing the app');
    }
    // After the app: the spans of the last requests are sent before the process ends.
    await tracing?.shutdown().catch((error: unknown) => server.log.error({ err: error }, 'traces not sent'));
    try {
      await database?.stop();
    } catch (error) {
      server.log.error({ err: error }, 'error while stopping the embedded PostgreSQL');
    }
    process.exit(exitCode);
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void stop(signal, 0));
  }

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      database = await startEmbeddedPostgres({
        dataDir: `${config.dataDir}/postgres`,
        port: config.embeddedPgPort,
        database: 'shop',
        home: config.embeddedPgHome,
        log: server.log,
      });
      databaseUrl = database.url;
    }
    await server.register(app, { config, databaseUrl, jobs: true });
    if (http) await server.listen({ port: config.port, host: config.host });
    else {
      await server.ready();
      server.log.info('worker running jobs');
    }
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) {
      // Something about this machine the operator must change: say what, without a stack trace.
      console.error(`The API could not start its database: ${error.message}`);
    } else {
      server.log.fatal({ err: error }, 'the API could not start');
    }
    await stop('start-up failed', 1);
  }
}
