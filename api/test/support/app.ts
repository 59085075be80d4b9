import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { app, serverOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DemoAccount } from '../../src/seeders/demo-accounts.ts';
import { createSeededTestDatabase, dropTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  databaseUrl: string;
  /** A scratch folder of this app (the remotes manifest lives here). */
  folder: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Adds routes at the root before the app is ready (outside the domain modules' scope). */
  extend?: (app: FastifyInstance) => void;
  /** Sees every route the app registers (with its config), e.g. to test them all. */
  onRoute?: (route: RouteOptions) => void;
  /** The URL the app connects with, made from its database's URL (e.g. through a TCP proxy a test can cut). */
  connectThrough?: (databaseUrl: string) => string;
  /**
   * Start the job queue (pg-boss), as every real process does. Off by default: it costs about a second per app,
   * and without it the app runs what would be a job inside the request, so only tests of jobs turn it on.
   */
  jobs?: boolean;
  /** An existing, migrated database to run on as it is (not copied, not dropped at close): e.g. a primary with a replica. */
  database?: string;
  /** Receives every log line (JSON) at LOG_LEVEL (set it in `env`; tests run silent by default). */
  logStream?: { write(line: string): void };
}

/** The whole app on a fresh, migrated and demo-seeded database of its own; requests go through inject(). */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = options.database ?? (await createSeededTestDatabase());
  const folder = mkdtempSync(join(tmpdir(), 'shop-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    REMOTES_MANIFEST: join(folder, 'remotes.json'),
    // Uploaded files (and anything else the app keeps in its data folder) go to this app's scratch folder.
    DATA_DIR: folder,
    // Tests write and read back at once; the catalogue cache hears of a write a moment after its commit, so it
    // is off here and tested on its own (test/plugins/catalog-cache.test.ts). npm start and e2e run with it on.
    CATALOG_CACHE_ENTRIES: '0',
    ...options.env,
  });
  const fastifyOptions = serverOptions(config);
  if (options.logStream) fastifyOptions.logger = { ...(fastifyOptions.logger as object), stream: options.logStream };
  const fastify = Fastify(fastifyOptions).withTypeProvider<TypeBoxTypeProvider>();
  const cleanUp = async () => {
    await fastify.close().catch(() => {});
    if (!options.database) await dropTestDatabase(databaseUrl);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    if (options.onRoute) fastify.addHook('onRoute', options.onRoute);
    await fastify.register(app, {
      config,
      databaseUrl: options.connectThrough?.(databaseUrl) ?? databaseUrl,
      jobs: options.jobs ?? false,
    });
    options.extend?.(fastify);
    await fastify.ready();
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { app: fastify, config, databaseUrl, folder, close: cleanUp };
}

export async function login(app: FastifyInstance, account: Pick<DemoAccount, 'email' | 'password'>): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: account.email, password: account.password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login of ${account.email} answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
