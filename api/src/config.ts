// All configuration comes from environment variables, read here and nowhere else.
// Every variable has a safe default for local use; production refuses to run with a default secret.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOrCreateInstallationSecret } from './installation-secret.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const MIN_PRODUCTION_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  production: boolean;
  /**
   * Response serializers compile when a route first answers instead of at start-up. Only for the test suite, which
   * starts dozens of apps (compiling every route's serializer took 2 s of each start); a real process compiles them
   * all at start, so a bad schema stops it there.
   */
  serializersOnFirstUse: boolean;
  host: string;
  port: number;
  /** Unset: the API starts its own embedded PostgreSQL. */
  databaseUrl: string | undefined;
  /**
   * Read replicas of DATABASE_URL (streaming standbys) for the storefront's catalogue reads (DATABASE_READ_URLS,
   * comma-separated); empty: every read goes to DATABASE_URL.
   */
  databaseReadUrls: string[];
  dataDir: string;
  embeddedPgPort: number;
  /** Root only: where the embedded PostgreSQL's binaries and cluster go when the `postgres` user cannot enter `dataDir`. */
  embeddedPgHome: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-* headers to believe (client address, https); false: none. */
  trustProxy: boolean | string;
  jwt: { secret: string; expiresIn: string };
  /** Wrong passwords (or reset codes) one account may get from one address before each next try waits a growing delay. */
  loginFreeFailures: number;
  /** Sign-in attempts allowed per minute from one client address, whatever the account. */
  loginAddressRateLimit: number;
  /** Telegram bot token verifying Login Widget data; unset turns Telegram sign-in off. */
  telegramBotToken: string | undefined;
  /** OpenID Connect sign-in with Google: the issuer (its discovery document and keys) and this shop's client id; no client id turns it off. */
  oidc: { issuer: string; clientId: string | undefined };
  remotesManifest: string;
  /** Folder of the built shell to serve at `/`, or undefined to serve the API only. */
  shellDist: string | undefined;
  seedDemo: boolean;
  logLevel: LogLevel;
  /** Origins allowed by CORS; `true` reflects any origin (the API uses bearer tokens, never cookies). */
  corsOrigin: true | string[];
  /** Redis shared by several API processes for real-time events; unset: events stay in this process. */
  redisUrl: string | undefined;
  /** Storefront answers (vehicle filter, search) kept per process until the catalogue changes; 0 turns it off. */
  catalogCacheEntries: number;
  /** Seconds a token's holder is remembered (identity/holder-cache.ts; any account write forgets it); 0 turns it off. */
  holderCacheSeconds: number;
  // hardening (issue 33): absolute links for other sites and crawlers
  /** The shop's public address (`https://shop.example`): canonical links, og:url, robots.txt, sitemaps, links in messages. Never the Host header. */
  publicOrigin: string;
  // issue 37: background jobs (pg-boss in the shop's own database) and outgoing messages
  /** This process works jobs (imports, message delivery, the daily salt); false: it only queues them for a `pnpm worker`. */
  runJobs: boolean;
  /** An import of more rows than this answers 202 and runs as a job (when the process has a job queue). */
  importJobRows: number;
  /** Seconds between pg-boss's checks for jobs whose worker died (heartbeat missed) or expired. */
  jobSuperviseSeconds: number;
  /**
   * Bakong's open API (issue 38): with BAKONG_API_URL and BAKONG_TOKEN set, shown KHQR codes are checked with the
   * bank on a schedule and paid ones record their receipt; unset, staff record receipts by hand.
   */
  bakong: { apiUrl: string; token: string; email: string | undefined } | undefined;
  /** Outgoing messages; each channel left unset keeps its messages in the outbox and the log. */
  delivery: {
    /** `smtp://user:password@host:587` or `smtps://…`: e-mail through nodemailer. */
    smtpUrl: string | undefined;
    mailFrom: string;
    /** An HTTP gateway taking `POST {to, text}` as JSON (Bearer SMS_GATEWAY_TOKEN when set). */
    smsGatewayUrl: string | undefined;
    smsGatewayToken: string | undefined;
    /** Telegram's Bot API (a stand-in in tests); messages go out when TELEGRAM_BOT_TOKEN is set. */
    telegramApiUrl: string;
  };
  // issue 37 §4: numbers for an operator
  /** Port of the Prometheus `/metrics` listener (never the public port); unset: no metrics are kept or served. */
  metricsPort: number | undefined;
  /** Address that listener binds: loopback unless the scraper is elsewhere. */
  metricsHost: string;
  /** OpenTelemetry traces are sent to OTEL_EXPORTER_OTLP_ENDPOINT (lib/tracing.ts); unset: no tracing at all. */
  tracing: boolean;
  // issue 37 §1: files in S3-compatible storage
  /** Where uploaded files live: an S3-compatible bucket when S3_ENDPOINT and S3_BUCKET are set, else `$DATA_DIR/files`. */
  s3: S3Config | undefined;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Prepended to every key (`shop/`), so one bucket can hold more than this shop. */
  prefix: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const givenSecret = text(env, 'JWT_SECRET');
  if (production && (!givenSecret || givenSecret.length < MIN_PRODUCTION_SECRET_LENGTH)) {
    throw new ConfigError(
      `JWT_SECRET must be set to a random value of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters when NODE_ENV=production ` +
        '(for example: openssl rand -base64 48); refusing to start without it',
    );
  }
  const dataDir = path(env, 'DATA_DIR') ?? resolve(repoRoot, '.data');
  const jwtSecret = givenSecret ?? installationSecret(dataDir);
  const cors = text(env, 'CORS_ORIGIN');
  const port = integer(env, 'PORT', 3000, 0, 65_535);
  const metricsPort = text(env, 'METRICS_PORT') === undefined ? undefined : integer(env, 'METRICS_PORT', 0, 0, 65_535);
  // The numbers tell an operator how the shop runs (routes, load); they are not for the public.
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) {
    throw new ConfigError(`METRICS_PORT must differ from PORT (${port}): metrics are never served on the public port`);
  }
  return {
    production,
    serializersOnFirstUse: env.NODE_ENV === 'test',
    host: text(env, 'HOST') ?? '127.0.0.1',
    port,
    databaseUrl: text(env, 'DATABASE_URL'),
    databaseReadUrls: databaseReadUrls(env),
    dataDir,
    embeddedPgPort: integer(env, 'EMBEDDED_PG_PORT', 54_320, 1, 65_535),
    embeddedPgHome: embeddedPgHome(env),
    trustProxy: trustProxy(env),
    jwt: { secret: jwtSecret, expiresIn: text(env, 'JWT_EXPIRES_IN') ?? '7d' },
    loginFreeFailures: integer(env, 'LOGIN_FREE_FAILURES', 5, 0, 1_000_000),
    loginAddressRateLimit: integer(env, 'LOGIN_ADDRESS_RATE_LIMIT', 100, 1, 1_000_000),
    telegramBotToken: text(env, 'TELEGRAM_BOT_TOKEN'),
    oidc: {
      issuer: text(env, 'OIDC_ISSUER') ?? 'https://accounts.google.com',
      clientId: text(env, 'GOOGLE_CLIENT_ID'),
    },
    remotesManifest: path(env, 'REMOTES_MANIFEST') ?? resolve(repoRoot, '.cdn', 'remotes.json'),
    shellDist: path(env, 'SHELL_DIST'),
    seedDemo: boolean(env, 'SEED_DEMO', !production),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    corsOrigin:
      !cors || cors === '*'
        ? true
        : cors
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
    redisUrl: text(env, 'REDIS_URL'),
    catalogCacheEntries: integer(env, 'CATALOG_CACHE_ENTRIES', 5000, 0, 1_000_000),
    holderCacheSeconds: integer(env, 'HOLDER_CACHE_SECONDS', 10, 0, 300),
    publicOrigin: publicOrigin(env, production),
    runJobs: boolean(env, 'RUN_JOBS', true),
    importJobRows: integer(env, 'IMPORT_JOB_ROWS', 2000, 1, 1_000_000),
    jobSuperviseSeconds: integer(env, 'JOB_SUPERVISE_SECONDS', 30, 1, 3600),
    bakong: bakong(env),
    delivery: {
      smtpUrl: text(env, 'SMTP_URL'),
      mailFrom: text(env, 'MAIL_FROM') ?? 'Vehicle parts shop <no-reply@localhost>',
      smsGatewayUrl: text(env, 'SMS_GATEWAY_URL'),
      smsGatewayToken: text(env, 'SMS_GATEWAY_TOKEN'),
      telegramApiUrl: text(env, 'TELEGRAM_API_URL') ?? 'https://api.telegram.org',
    },
    metricsPort,
    metricsHost: text(env, 'METRICS_HOST') ?? '127.0.0.1',
    tracing: text(env, 'OTEL_EXPORTER_OTLP_ENDPOINT') !== undefined,
    s3: s3Config(env),
  };
}

/** Replicas only make sense beside a primary of one's own: the embedded PostgreSQL of `npm start` has none. */
function databaseReadUrls(env: Env): string[] {
  const value = text(env, 'DATABASE_READ_URLS');
  if (value === undefined) return [];
  if (text(env, 'DATABASE_URL') === undefined)
    throw new ConfigError('DATABASE_READ_URLS needs DATABASE_URL (the primary the replicas follow)');
  const urls = value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    let protocol: string;
    try {
      protocol = new URL(url).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:')
      throw new ConfigError(
        `DATABASE_READ_URLS must be postgresql:// addresses separated by commas, got "${url.replace(/\/\/[^@/]*@/, '//…@')}"`,
      );
  }
  return urls;
}

/** S3 storage is on when S3_ENDPOINT or S3_BUCKET is set; then all of its settings must be there. */
function s3Config(env: Env): S3Config | undefined {
  const endpoint = text(env, 'S3_ENDPOINT');
  const bucket = text(env, 'S3_BUCKET');
  if (endpoint === undefined && bucket === undefined) return undefined;
  const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (name) => text(env, name) === undefined,
  );
  if (missing.length > 0)
    throw new ConfigError(`S3 storage needs ${missing.join(', ')} too (or none of S3_ENDPOINT and S3_BUCKET)`);
  try {
    new URL(endpoint!);
  } catch {
    throw new ConfigError(`S3_ENDPOINT must be an http(s) address such as https://s3.example, got "${endpoint}"`);
  }
  return {
    endpoint: endpoint!,
    bucket: bucket!,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID')!,
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY')!,
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', true),
    prefix: text(env, 'S3_PREFIX') ?? '',
  };
}

/**
 * Links meant for other sites and crawlers never come from the request's Host header (anyone can send
 * `Host: evil.example`, and the answers are cached). Unset: `npm start`'s own address; production refuses to start.
 */
function publicOrigin(env: Env, production: boolean): string {
  const value = text(env, 'PUBLIC_ORIGIN');
  if (value === undefined) {
    if (production)
      throw new ConfigError(
        'PUBLIC_ORIGIN must be set when NODE_ENV=production (for example: https://shop.example); refusing to start without it',
      );
    const host = text(env, 'HOST') ?? '127.0.0.1';
    // A wildcard listen address is no address to link to; this machine's loopback is.
    const linkHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    return `http://${linkHost}:${integer(env, 'PORT', 3000, 0, 65_535)}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an http(s) origin such as https://shop.example, got "${value}"`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new ConfigError(
      `PUBLIC_ORIGIN must be an http(s) origin such as https://shop.example (no path, query or credentials), got "${value}"`,
    );
  }
  return url.origin;
}

function installationSecret(dataDir: string): string {
  try {
    return readOrCreateInstallationSecret(dataDir);
  } catch (error) {
    throw new ConfigError(
      `no JWT_SECRET is set and this installation's own secret cannot be used: ${(error as Error).message}`,
    );
  }
}

/** Also read by the tests' and the benchmark's clusters, which start without the rest of the configuration. */
export function embeddedPgHome(env: Env = process.env): string {
  return path(env, 'EMBEDDED_PG_HOME') ?? '/var/lib/shop-postgres';
}

function trustProxy(env: Env): boolean | string {
  const value = text(env, 'TRUST_PROXY');
  if (value === undefined || ['false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  // The proxies' addresses and networks (comma-separated), as Fastify takes them.
  return value;
}

/** Bakong access needs both the API's address and a token; the e-mail (for renewing the token) is optional. */
function bakong(env: Env): Config['bakong'] {
  const apiUrl = text(env, 'BAKONG_API_URL');
  const token = text(env, 'BAKONG_TOKEN');
  if (!apiUrl || !token) return undefined;
  return { apiUrl: apiUrl.replace(/\/+$/, ''), token, email: text(env, 'BAKONG_EMAIL') };
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Relative paths are taken from the repository root, so they mean the same whatever the working folder. */
function path(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (!value) return undefined;
  return isAbsolute(value) ? value : resolve(repoRoot, value);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return parsed;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = text(env, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}
