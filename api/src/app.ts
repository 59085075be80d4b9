// The application as one Fastify plugin: infrastructure first (security, docs, database, auth, errors,
// the shell), then the domain modules. server.ts and the tests register it on a Fastify instance
// created with serverOptions().
import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { RequestContext } from '@mikro-orm/core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import { IdentityService } from './modules/identity/identity.service.ts';
import { HolderCache, HolderCacheSubscriber } from './modules/identity/holder-cache.ts';
import modules from './modules/index.ts';
import { RemotesManifestReader } from './modules/platform/remotes-manifest.ts';
import { ShellStartup } from './modules/platform/shell-startup.ts';
import { FirstViewTemplates, ShellFirstViewFrame } from './modules/seo/first-view-template.ts';
import { storefrontPageHtml } from './modules/seo/page-html.ts';
import authPlugin from './plugins/auth.ts';
import catalogCachePlugin from './plugins/catalog-cache.ts';
import compressionPlugin from './plugins/compression.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import jobsPlugin from './plugins/jobs.ts';
import realtimePlugin from './plugins/realtime.ts';
import securityPlugin from './plugins/security.ts';
import shellPlugin from './plugins/shell.ts';
import shutdownPlugin from './plugins/shutdown.ts';
import { shellContentSecurityPolicy } from './lib/content-security-policy.ts';
import swaggerPlugin from './plugins/swagger.ts';
import { strictNumberError } from './plugins/strict-numbers.ts';
import validationPlugin from './plugins/validation.ts';
import metricsPlugin from './plugins/metrics.ts';
import requestIdPlugin from './plugins/request-id.ts';
import { requestId } from './lib/request-id.ts';
import { activeTracing } from './lib/tracing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    identity: IdentityService;
  }
}

export interface AppOptions {
  config: Config;
  /** The database to use: DATABASE_URL, or the embedded server's URL. */
  databaseUrl: string;
  /** Start the job queue (pg-boss). The processes always do; a test app only when it tests jobs. */
  jobs?: boolean;
}

export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    // Each request's log lines carry `reqId`: an incoming X-Request-Id when well formed, else a new UUID.
    genReqId: requestId,
    ajv: {
      customOptions: {
        // Unknown properties are dropped before a handler sees them (no mass assignment through extra fields).
        // 'all' strips inside every object schema; avoid unions of objects in request schemas.
        removeAdditional: 'all',
        useDefaults: true,
      },
    },
    schemaController: {
      compilersFactory: {
        buildValidator: coercingTextPartsOnly,
        ...(config.serializersOnFirstUse && { buildSerializer: serializersOnFirstUse }),
      },
    },
    // Requests arriving while the app closes get the shutdown plugin's 503 (with our error body), not Fastify's.
    return503OnClosing: false,
    // Behind a TLS-terminating proxy: the client's address (rate limits) and https (HSTS) come from its headers.
    trustProxy: config.trustProxy,
    // A page of JSON is small; larger uploads go through multipart routes with their own limits.
    bodyLimit: 1024 * 1024,
    // The db plugin migrates (and seeds a first demo shop) before the app is ready; on a big database or a
    // loaded machine that takes longer than Fastify's default 10 s for a plugin to start.
    pluginTimeout: 120_000,
  };
}

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** Fastify's own serializer compiler, deferred to each route's first answer (see Config.serializersOnFirstUse). */
const serializersOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: ReturnType<typeof compile> | undefined;
    return (data) => (serialize ??= compile(route))(data);
  };
};

const validatorPool = AjvCompiler();
// What the pool's compilers really take (their typings say a bare schema): the route's part and schema.
// (Ajv's validators take the parent object and property as more arguments; Fastify passes them.)
type PartValidator = (data: unknown, ...rest: unknown[]) => boolean;
type PartCompiler = (route: RouteDefinition) => PartValidator;

/**
 * Query strings, path parameters and headers arrive as text, so they are coerced ("2" becomes 2 for an integer
 * schema, one value becomes an array). JSON bodies carry their own types and are not: `"name": 123` is a 400,
 * never the string "123".
 */
const coercingTextPartsOnly: BuildCompilerFromPool = (externalSchemas, options) => {
  const build = (coerceTypes: 'array' | false) =>
    validatorPool(externalSchemas, {
      ...options,
      mode: undefined,
      customOptions: { ...options?.customOptions, coerceTypes },
    }) as unknown as PartCompiler;
  const text = build('array');
  const json = build(false);
  const compile: PartCompiler = (route) => {
    if (route.httpPart === 'body') return json(route);
    const validate = text(route);
    if (route.httpPart === 'headers') return validate;
    return plainNumbersFirst(route.schema, validate);
  };
  return compile as unknown as ReturnType<BuildCompilerFromPool>;
};

/**
 * A params or querystring validator that first refuses numbers spelt otherwise than in plain decimal digits
 * (strict-numbers.ts), before Ajv's coercion would read `0x10` or `1e3` as a number.
 */
function plainNumbersFirst(schema: unknown, validate: PartValidator): PartValidator {
  const validator = Object.assign(
    (data: unknown, ...rest: unknown[]) => {
      const problem = strictNumberError(schema as Parameters<typeof strictNumberError>[0], data);
      validator.errors = problem ? [problem] : undefined;
      if (problem) return false;
      const valid = validate(data, ...rest);
      validator.errors = (validate as { errors?: unknown[] | null }).errors ?? undefined;
      return valid;
    },
    // Fastify passes the parent object to an Ajv validator (so it can replace a root value) when it sees this.
    { errors: undefined as unknown[] | undefined, schemaEnv: (validate as { schemaEnv?: unknown }).schemaEnv },
  );
  return validator;
}

export const app = fp<AppOptions>(
  async (fastify, { config, databaseUrl, jobs = false }) => {
    fastify.decorate('config', config);
    // Tracing (when on) wraps every route and hook, so it must see them all being added: first of all.
    const tracing = activeTracing();
    if (tracing) await fastify.register(tracing.plugin);
    // First, so a request arriving while the process stops is refused before it touches anything.
    await fastify.register(shutdownPlugin);
    await fastify.register(requestIdPlugin);
    await fastify.register(securityPlugin, { corsOrigin: config.corsOrigin, redisUrl: config.redisUrl });
    await fastify.register(compressionPlugin);
    await fastify.register(swaggerPlugin);
    await fastify.register(dbPlugin, { databaseUrl, readUrls: config.databaseReadUrls, seedDemo: config.seedDemo });
    // After the database: its onClose runs first, so running jobs finish before the pool closes.
    await fastify.register(jobsPlugin, { databaseUrl, enabled: jobs });
    const identity = new IdentityService(fastify.orm);
    fastify.decorate('identity', identity);
    const holders = new HolderCache({ ttlMs: config.holderCacheSeconds * 1000, maxEntries: 10_000 });
    fastify.orm.em.getEventManager().registerSubscriber(new HolderCacheSubscriber(holders));
    await fastify.register(authPlugin, {
      secret: config.jwt.secret,
      expiresIn: config.jwt.expiresIn,
      findActiveUser: (id, tokenVersion) =>
        holders.get(id, tokenVersion, async () => {
          const user = await identity.activeUser(id, tokenVersion);
          return user && { id: user.id, type: user.type };
        }),
    });
    await fastify.register(errorsPlugin);
    await fastify.register(realtimePlugin, {
      redisUrl: config.redisUrl,
      corsOrigin: config.corsOrigin,
      // A handshake is not an HTTP request of Fastify's, so it gets its own identity map here.
      findActiveUser: (id, tokenVersion) =>
        RequestContext.create(fastify.orm.em, () => identity.activeUser(id, tokenVersion)),
    });
    await fastify.register(validationPlugin);
    await fastify.register(catalogCachePlugin, { databaseUrl, maxEntries: config.catalogCacheEntries, holders });
    // Before the routes, so its hooks time every one of them; serves nothing unless METRICS_PORT is set.
    await fastify.register(metricsPlugin, { port: config.metricsPort, host: config.metricsHost });
    // One reader: the manifest route and the shell page's Content-Security-Policy see the same release.
    const remotesManifest = new RemotesManifestReader(config.remotesManifest);
    if (config.shellDist) {
      const shellStartup = new ShellStartup(remotesManifest, { shellDist: config.shellDist });
      const firstViewTemplates = new FirstViewTemplates(remotesManifest);
      const firstViewFrame = new ShellFirstViewFrame(config.shellDist);
      await fastify.register(shellPlugin, {
        root: config.shellDist,
        contentSecurityPolicy: async (log) => {
          let remoteEntries: string[] = [];
          try {
            remoteEntries = (await remotesManifest.remotes(log)).map((remote) => remote.entry);
          } catch (error) {
            // The page must still load (it offers Retry for each area); it just may not run remote code.
            log.error({ err: error }, 'remotes manifest unreadable: the page allows no remote origin');
          }
          return shellContentSecurityPolicy({
            remoteEntries,
            telegram: config.telegramBotToken !== undefined,
            google: config.oidc.clientId !== undefined,
          });
        },
        pageHtml: storefrontPageHtml(fastify.orm, {
          publicOrigin: config.publicOrigin,
          fontUrl: () => shellStartup.fontUrl(),
          firstViewTemplate: (path, request) => firstViewTemplates.forPath(path, request.log),
          firstViewFrame: (request) => firstViewFrame.frame(request.log),
        }),
        startupTags: (request) => shellStartup.headTags(request.url, request.log),
      });
    }
    await fastify.register(modules, {
      remotesManifest,
      releases: { manifestFile: config.remotesManifest, shellDist: config.shellDist },
    });
  },
  { name: 'app' },
);

/** A ready app on `databaseUrl`, migrated (and seeded when configured); call `close()` when done. */
export async function buildApp(
  options: AppOptions,
  fastifyOptions: FastifyServerOptions = serverOptions(options.config),
) {
  const fastify = Fastify(fastifyOptions).withTypeProvider<TypeBoxTypeProvider>();
  try {
    await fastify.register(app, options);
    await fastify.ready();
  } catch (error) {
    await fastify.close().catch(() => {});
    throw error;
  }
  return fastify;
}
