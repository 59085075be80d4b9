// Every route of the app's own OpenAPI document (/docs/json), called with generated bad input (fast-check, fixed
// seed): wrong types, missing and extra fields, huge, empty, NUL, broken-Unicode and Khmer text, bad ids, bad
// JSON and wrong content types, anonymously and as each kind of user. Two rules must hold for every call:
// - no answer is a 5xx, but for the deliberate 501 NOT_IMPLEMENTED of the operations the spec leaves unimplemented
//   (section 8; api/src/modules/platform/routes/not-implemented.ts);
// - an answer that is not 2xx changed no row (all tables' row counts and content hashes, compared whenever a
//   write transaction began since the last check);
// - an answer that is 2xx changed or deleted only rows of the records the request named (issue 33: `0x10` in a
//   path reached record 16 and deleted it): each such row has, as its `id` or one of its `*_id` columns, a number
//   written in plain digits in the request (a path segment, a query value, a body value) or the caller's own
//   account or supplier. New rows are free (a create makes them); ROW_SIDE_EFFECTS lists the documented others.
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
import {
  databaseFingerprint,
  rowFingerprint,
  touchedRows,
  writesBegun,
  type Fingerprint,
  type RowFingerprint,
  type TouchedRow,
} from '../support/database-fingerprint.ts';
import { badValue, requestFor, type Operation, type OpenApiDocument } from './bad-requests.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
// Infrastructure without input worth fuzzing: the OpenAPI UI's static files.
const SKIPPED = /^\/docs/;

const PERSONAS = ['customer', 'dealer', 'supplier', 'admin', 'superAdmin'] as const;

/**
 * Rows an accepted write may change though the request does not name them, and why. Kept short on purpose:
 * each entry is a rule of the shop, not a way to quiet the test.
 */
const ROW_SIDE_EFFECTS: Record<string, string> = {};

/** The numbers a request writes in plain digits: its path segments (and comma lists), query values and body. */
function namedNumbers(url: string, payload: string | undefined): Set<number> {
  const named = new Set<number>();
  const [path = '', query = ''] = url.split('?');
  const add = (text: string) => {
    for (const part of text.split(',')) if (/^(0|[1-9][0-9]*)$/.test(part)) named.add(Number(part));
  };
  for (const segment of path.split('/')) add(segment);
  for (const pair of query.split('&')) add(decodeURIComponent(pair.split('=')[1] ?? '').trim());
  const walk = (value: unknown, depth: number): void => {
    if (depth > 8) return;
    if (typeof value === 'number' && Number.isInteger(value)) named.add(value);
    else if (typeof value === 'string') add(value);
    else if (value && typeof value === 'object') for (const child of Object.values(value)) walk(child, depth + 1);
  };
  try {
    walk(payload === undefined ? undefined : JSON.parse(payload), 0);
  } catch {
    // Not JSON: a body that could not be read names nothing.
  }
  return named;
}

/** Touched rows that are not of a record the request named, nor of the caller. */
function unnamedRows(touched: TouchedRow[], named: Set<number>): TouchedRow[] {
  return touched.filter(
    (row) =>
      !ROW_SIDE_EFFECTS[row.table] &&
      !Object.values(row.ids).some((value) => value !== null && named.has(Number(value))),
  );
}
type Persona = (typeof PERSONAS)[number];

let t: TestApp;
let db: pg.Client;
let accounts: Record<Persona, TestAccount>;
let operations: Operation[];
/** The supplier the supplier persona runs (createAccount's default: the first seeded one). */
let supplierId: number;

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
  supplierId = (await reload(t.app, accounts.supplier.id)).supplierId!;
  const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
  operations = Object.entries(document.paths)
    .filter(([path]) => !SKIPPED.test(path))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
        document,
      })),
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
  badValue
    .map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')))
    .filter((text) => /^[\x20-\x7e]*$/.test(text)),
);
const caller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Caller>({}) },
  { weight: 6, arbitrary: fc.constantFrom(...PERSONAS).map((persona): Caller => ({ persona })) },
  { weight: 1, arbitrary: madeUpHeader.map((header): Caller => ({ header })) },
);

describe('every route with generated bad input', () => {
  it(
    'never answers 5xx, changes no row unless it answers 2xx, and then only rows of what it named',
    async () => {
      const statusClasses: Record<string, number> = {};
      const failures: string[] = [];
      let requests = 0;
      let acceptedWrites = 0;
      const started = performance.now();
      let baseline: Fingerprint = await databaseFingerprint(db);
      const rows: RowFingerprint = await rowFingerprint(db);
      /** Moves the baselines to `now`, reading rows again only of the tables that changed; answers what changed. */
      const advance = async (now: Fingerprint): Promise<{ tables: string[]; touched: TouchedRow[] }> => {
        const tables = Object.keys(now).filter((table) => now[table] !== baseline[table]);
        const fresh = tables.length ? await rowFingerprint(db, tables) : new Map();
        const touched = touchedRows(rows, fresh);
        for (const [table, print] of fresh) rows.set(table, print);
        baseline = now;
        return { tables, touched };
      };

      for (const operation of operations) {
        const tokens = await freshTokens();
        await advance(await databaseFingerprint(db));
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
          const statusClass = isDeliberatelyUnimplemented(response)
            ? '501 unimplemented'
            : `${Math.floor(response.statusCode / 100)}xx`;
          statusClasses[statusClass] = (statusClasses[statusClass] ?? 0) + 1;
          const what = `${request.method} ${request.url} as ${who.persona ?? who.header ?? 'anonymous'} (${JSON.stringify(request.headers)}) ${String(request.payload).slice(0, 300)}`;
          if (response.statusCode >= 500 && !isDeliberatelyUnimplemented(response)) {
            throw new Error(`${response.statusCode} ${response.body.slice(0, 200)} for ${what}`);
          }
          const nowWrites = await writesBegun(db);
          if (nowWrites === writes) return;
          writes = nowWrites;
          const { tables, touched } = await advance(await databaseFingerprint(db));
          if (response.statusCode >= 300) {
            if (tables.length > 0) throw new Error(`${response.statusCode} changed ${tables.join(', ')} for ${what}`);
            return;
          }
          if (tables.length > 0) acceptedWrites += 1;
          const caller = who.persona ? accounts[who.persona] : undefined;
          const named = namedNumbers(request.url, request.payload);
          if (caller) named.add(caller.id);
          if (who.persona === 'supplier') named.add(supplierId);
          const strays = unnamedRows(touched, named);
          if (strays.length > 0) {
            const list = strays
              .slice(0, 5)
              .map((row) => `${row.table} ${row.id} ${row.change}`)
              .join(', ');
            throw new Error(`${response.statusCode} touched rows it did not name (${list}) for ${what}`);
          }
        });
        try {
          await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: false });
        } catch (error) {
          // fast-check's message names the counterexample; its cause (the error the property threw) says what went wrong.
          const { message, cause } = error as Error;
          const why = cause instanceof Error ? cause.message.slice(0, 300) : '';
          failures.push(
            `${operation.method} ${operation.path}: ${[...message.split('\n').slice(0, 3), why].join(' | ')}`,
          );
        }
      }

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `fuzz: ${operations.length} routes, ${requests} requests in ${seconds} s (seed ${SEED}, ${RUNS} runs a route): ${JSON.stringify(statusClasses)}; ${acceptedWrites} accepted writes checked row by row`,
      );
      expect(operations.length).toBeGreaterThan(100);
      expect(failures).toEqual([]);
    },
    // A guard against a hung call, not a speed check: on a loaded 2-core machine the 12 runs of every route took
    // more than 180 s (the figure it prints is for comparing runs).
    60_000 + RUNS * 30_000,
  );
});
