// Every route of the app's own OpenAPI document (/docs/json), called with generated bad input (fast-check, fixed
// seed): wrong types, missing and extra fields, huge, empty, NUL, broken-Unicode and Khmer text, bad ids, bad
// JSON and wrong content types, anonymously and as each kind of user. Two rules must hold for every call:
// - no answer is a 5xx, but for the deliberate 501 NOT_IMPLEMENTED of the operations the spec leaves unimplemented
//   (section 8; api/src/modules/platform/routes/not-implemented.ts);
// - an answer that is not 2xx changed no row (all tables' row counts and content hashes, compared whenever a
//   write transaction began since the last check).
// Routes added later are walked by themselves. FUZZ_RUNS sets the calls per route (`pnpm bench` runs more),
// FUZZ_SEED another seed.
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../support/app.ts';

const isDeliberatelyUnimplemented = (response: { statusCode: number; body: string }): boolean => {
  if (response.statusCode !== 501) return false;
  try {
    return (JSON.parse(response.body) as { code?: unknown }).code === 'NOT_IMPLEMENTED';
  } catch {
    return false;
  }
};
import { createAccount, reload, type TestAccount } from '../support/identity.ts';
import { databaseFingerprint, writesBegun } from '../support/database-fingerprint.ts';
import { badValue, requestFor, type Operation, type OpenApiDocument } from './bad-requests.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
// Infrastructure without input worth fuzzing: the OpenAPI UI's static files.
const SKIPPED = /^\/docs/;

const PERSONAS = ['customer', 'dealer', 'supplier', 'admin', 'superAdmin'] as const;
type Persona = (typeof PERSONAS)[number];

let t: TestApp;
let db: pg.Client;
let accounts: Record<Persona, TestAccount>;
let operations: Operation[];

beforeAll(async () => {
  // A generous address limit: the fuzzer signs in thousands of times from one address on purpose.
  t = await startTestApp({ env: { LOGIN_ADDRESS_RATE_LIMIT: '1000000' } });
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  accounts = {
    customer: await createAccount(t.app, { type: 'CUSTOMER' }),
    dealer: await createAccount(t.app, { type: 'DEALER', dealerApproved: true }),
    supplier: await createAccount(t.app, { type: 'SUPPLIER' }),
    admin: await createAccount(t.app, { type: 'ADMIN' }),
    superAdmin: await createAccount(t.app, { type: 'SUPER_ADMIN' }),
  };
  const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
  operations = Object.entries(document.paths)
    .filter(([path]) => !SKIPPED.test(path))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation, document })),
    );
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

/** Tokens as they are now: a fuzzed call that succeeded may have logged a persona out (raised its token version). */
async function freshTokens(): Promise<Record<Persona, string>> {
  const tokens = {} as Record<Persona, string>;
  for (const persona of PERSONAS) tokens[persona] = t.app.signToken(await reload(t.app, accounts[persona].id));
  return tokens;
}

interface Caller {
  persona?: Persona;
  /** A made-up Authorization header. */
  header?: string;
}

const madeUpHeader: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('Bearer ', 'Bearer a.b.c', 'Basic YTpi', 'Bearer ' + 'x'.repeat(8000)),
  badValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))).filter((text) => /^[\x20-\x7e]*$/.test(text)),
);
const caller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Caller>({}) },
  { weight: 6, arbitrary: fc.constantFrom(...PERSONAS).map((persona): Caller => ({ persona })) },
  { weight: 1, arbitrary: madeUpHeader.map((header): Caller => ({ header })) },
);

describe('every route with generated bad input', () => {
  it('never answers 5xx, and changes no row unless it answers 2xx', async () => {
    const statusClasses: Record<string, number> = {};
    const failures: string[] = [];
    let requests = 0;
    const started = performance.now();

    for (const operation of operations) {
      const tokens = await freshTokens();
      let baseline = await databaseFingerprint(db);
      let writes = await writesBegun(db);
      const property = fc.asyncProperty(requestFor(operation), caller, async (request, who) => {
        const authorization = who.persona ? bearer(tokens[who.persona]).authorization : who.header;
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...(authorization !== undefined ? { authorization } : {}) },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        requests += 1;
        const statusClass = isDeliberatelyUnimplemented(response) ? '501 unimplemented' : `${Math.floor(response.statusCode / 100)}xx`;
        statusClasses[statusClass] = (statusClasses[statusClass] ?? 0) + 1;
        const what = `${request.method} ${request.url} as ${who.persona ?? who.header ?? 'anonymous'} (${JSON.stringify(request.headers)}) ${String(request.payload).slice(0, 300)}`;
        if (response.statusCode >= 500 && !isDeliberatelyUnimplemented(response)) {
          throw new Error(`${response.statusCode} ${response.body.slice(0, 200)} for ${what}`);
        }
        const nowWrites = await writesBegun(db);
        if (nowWrites === writes) return;
        writes = nowWrites;
        const now = await databaseFingerprint(db);
        if (response.statusCode >= 300) {
          const changed = Object.keys(now).filter((table) => now[table] !== baseline[table]);
          if (changed.length > 0) throw new Error(`${response.statusCode} changed ${changed.join(', ')} for ${what}`);
        }
        baseline = now;
      });
      try {
        await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: false });
      } catch (error) {
        failures.push(`${operation.method} ${operation.path}: ${(error as Error).message.split('\n').slice(0, 6).join(' | ')}`);
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${operations.length} routes, ${requests} requests in ${seconds} s (seed ${SEED}, ${RUNS} runs a route): ${JSON.stringify(statusClasses)}`,
    );
    expect(operations.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 60_000 + RUNS * 10_000);
});
