// Numbers in paths and query strings are plain decimal digits only (issue 33: `0x10`, `1e3`, `+16`, `016`,
// `%2016`... all reached record 16 or 1000, and a fuzzer deleted real rows that way). Every number parameter
// of every registered route, in its path or its query string, is tried with each other spelling, as a caller
// the route's guard lets through: each is a 400 VALIDATION naming the parameter, and no row changes.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@shop/contracts';
import { STRICT_NUMBER_MESSAGE, strictNumberError } from '../../src/plugins/strict-numbers.ts';
import { bearer, startTestApp, type TestApp } from '../support/app.ts';
import { databaseFingerprint } from '../support/database-fingerprint.ts';
import { createAccount } from '../support/identity.ts';
import pg from 'pg';

/** The spellings of 16 (and 1000), as they go into a URL, then a few more of the same kind. */
const OTHER_SPELLINGS = [
  '0x10',
  '1e3',
  '1.6e1',
  '0b10000',
  '0o20',
  '%2B16',
  '016',
  '16.0',
  '%2016',
  '16%20',
  '0016',
  '-0',
  '%0916',
  '1_6',
  '0X10',
];

interface NumberParameter {
  method: string;
  url: string;
  access: Access;
  part: 'params' | 'querystring';
  name: string;
  /** Every path parameter, with a value its schema takes (a plain id, an enum's first value). */
  pathValues: Record<string, string>;
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
};
const readsNumber = (schema: Schema | undefined): boolean =>
  !!schema &&
  ([schema.type].flat().some((type) => type === 'integer' || type === 'number') ||
    readsNumber(schema.items) ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(readsNumber));

const parameters: NumberParameter[] = [];
let t: TestApp;
let db: pg.Client;
let tokens: Record<'customer' | 'supplier' | 'superAdmin', string>;

beforeAll(async () => {
  t = await startTestApp({
    onRoute: (route: RouteOptions) => {
      const access = (route.config as { access?: Access } | undefined)?.access;
      if (!access) return;
      const schema = route.schema as { params?: Schema; querystring?: Schema } | undefined;
      const pathValues = Object.fromEntries(
        [...route.url.matchAll(/:(\w+)/g)].map((match) => {
          const property = schema?.params?.properties?.[match[1]!];
          return [
            match[1]!,
            String(
              property?.const ??
                property?.enum?.[0] ??
                (readsNumber(property) || (property?.pattern && !new RegExp(property.pattern).test('store'))
                  ? 1
                  : 'store'),
            ),
          ];
        }),
      );
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        for (const part of ['params', 'querystring'] as const) {
          for (const [name, property] of Object.entries(schema?.[part]?.properties ?? {})) {
            if (readsNumber(property)) parameters.push({ method, url: route.url, access, part, name, pathValues });
          }
        }
      }
    },
  });
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  tokens = {
    customer: (await createAccount(t.app, { type: 'CUSTOMER' })).token,
    supplier: (await createAccount(t.app, { type: 'SUPPLIER' })).token,
    superAdmin: (await createAccount(t.app, { type: 'SUPER_ADMIN' })).token,
  };
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

/** A caller the route's guard lets through, so the call reaches validation. */
function headersFor(access: Access): Record<string, string> {
  if (access === 'public') return {};
  if (access === 'signed-in' || access === 'shopper') return bearer(tokens.customer);
  if (access === 'supplier') return bearer(tokens.supplier);
  return bearer(tokens.superAdmin);
}

function urlWith({ url, part, name, pathValues }: NumberParameter, spelling: string): string {
  let path = url;
  for (const [pathName, value] of Object.entries(pathValues))
    path = path.replace(`:${pathName}`, part === 'params' && pathName === name ? spelling : value);
  return part === 'querystring' ? `${path}?${name}=${spelling}` : path;
}

describe('numbers in paths and query strings', () => {
  it('finds the id and paging parameters of the routes', () => {
    const names = new Set(parameters.map((p) => `${p.part}/${p.name}`));
    for (const expected of ['params/id', 'querystring/page', 'querystring/size'])
      expect(names, expected).toContain(expected);
    expect(parameters.length).toBeGreaterThan(150);
  });

  it('refuses every other spelling with a 400 naming the parameter, and changes nothing', async () => {
    const before = await databaseFingerprint(db);
    const accepted: string[] = [];
    let tried = 0;
    let answered400 = 0;
    for (const parameter of parameters) {
      for (const spelling of OTHER_SPELLINGS) {
        const url = urlWith(parameter, spelling);
        const response = await t.app.inject({
          method: parameter.method as 'GET',
          url,
          headers: headersFor(parameter.access),
          ...(['POST', 'PUT', 'PATCH'].includes(parameter.method) ? { payload: {} } : {}),
        });
        tried += 1;
        if (response.statusCode === 400) answered400 += 1;
        const body = (
          response.headers['content-type']?.toString().startsWith('application/json') ? response.json() : {}
        ) as { code?: string; field?: string; message?: string };
        const named =
          body.code === 'VALIDATION' &&
          body.field === parameter.name &&
          body.message === `${parameter.part}/${parameter.name} ${STRICT_NUMBER_MESSAGE}`;
        if (response.statusCode !== 400 || !named)
          accepted.push(`${parameter.method} ${url}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    console.info(
      `[strict numbers] ${parameters.length} number parameters × ${OTHER_SPELLINGS.length} spellings: ${answered400} of ${tried} answered 400, ${tried - accepted.length} with the parameter named`,
    );
    expect(accepted).toEqual([]);
    expect(await databaseFingerprint(db)).toEqual(before);
  }, 300_000);

  it('still takes plain digits, zero where zero is allowed, and words the refusal in the parameter', async () => {
    const asAdmin = bearer(tokens.superAdmin);
    const page0 = await t.app.inject({ method: 'GET', url: '/api/backend/user?page=0&size=16', headers: asAdmin });
    expect(page0.statusCode).toBe(200);
    expect(page0.json().pagination).toMatchObject({ page: 0, pageSize: 16 });
    const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
    const byId = await t.app.inject({ method: 'GET', url: `/api/backend/location/${province}`, headers: asAdmin });
    expect(byId.statusCode).toBe(200);
    const hex = await t.app.inject({
      method: 'GET',
      url: `/api/backend/location/0x${province.toString(16)}`,
      headers: asAdmin,
    });
    expect(hex.statusCode).toBe(400);
    expect(hex.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      field: 'id',
      message: `params/id ${STRICT_NUMBER_MESSAGE}`,
    });
    const size = await t.app.inject({ method: 'GET', url: '/api/backend/user?size=1e1', headers: asAdmin });
    expect(size.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', field: 'size' });
    // Ids in a comma-separated path segment follow the same rule (IdList).
    for (const list of ['1,2', '016', '1,+2', '1,2e0', '1, 2', '0']) {
      const fits = await t.app.inject({
        method: 'GET',
        url: `/api/backend/part-fit/params/${list}/1/1`,
        headers: asAdmin,
      });
      if (list === '1,2') expect(fits.statusCode, list).toBe(200);
      else expect(fits.json(), list).toMatchObject({ statusCode: 400, code: 'VALIDATION', field: 'yearIds' });
    }
  });
});

describe('strictNumberError', () => {
  const id = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } };
  it('passes plain digits and names the first other spelling', () => {
    expect(strictNumberError(id, { id: '16' })).toBeUndefined();
    expect(strictNumberError(id, { id: '0' })).toBeUndefined(); // out of range: Ajv's minimum says so
    for (const spelling of ['0x10', '1e3', '+16', '016', '16.0', ' 16', '16 ', '']) {
      expect(strictNumberError(id, { id: spelling }), JSON.stringify(spelling)).toMatchObject({ instancePath: '/id' });
    }
  });
  it('lets a sign through only where negatives are allowed, and a fraction only for non-integers', () => {
    const signed = {
      type: 'object',
      properties: { n: { type: 'integer', minimum: -10 }, x: { type: 'number', minimum: -90 } },
    };
    expect(strictNumberError(signed, { n: '-5', x: '-12.5' })).toBeUndefined();
    expect(strictNumberError(signed, { n: '-05' })).toMatchObject({ instancePath: '/n' });
    expect(strictNumberError(signed, { n: '1.5' })).toMatchObject({ instancePath: '/n' });
    expect(strictNumberError(signed, { x: '1.5e1' })).toMatchObject({ instancePath: '/x' });
  });
  it('checks every copy of a repeated parameter and each item of a list', () => {
    const list = {
      type: 'object',
      properties: { ids: { type: 'array', items: { type: 'integer' } }, page: { type: 'integer', minimum: 0 } },
    };
    expect(strictNumberError(list, { ids: ['1', '2'], page: '0' })).toBeUndefined();
    expect(strictNumberError(list, { ids: ['1', '0x2'] })).toMatchObject({ instancePath: '/ids/1' });
    expect(strictNumberError(list, { page: ['0', '1e0'] })).toMatchObject({ instancePath: '/page' });
  });
  it('leaves text a union takes as text alone, but not a number spelt otherwise', () => {
    const either = { type: 'object', properties: { who: { anyOf: [{ type: 'integer' }, { const: 'me' }] } } };
    expect(strictNumberError(either, { who: 'me' })).toBeUndefined();
    expect(strictNumberError(either, { who: '0x1' })).toMatchObject({ instancePath: '/who' });
  });
});
