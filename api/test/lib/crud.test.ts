// The CRUD helper through real routes built with it (unit types, languages, years): paging, search, sort,
// the 400s of bad paging, 404, 409 DUPLICATE naming the field, 409 IN_USE naming the user, and the audit rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../support/app.ts';
import { withDatabase } from '../support/catalog.ts';
import { createAccount, type TestAccount } from '../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let supplier: TestAccount;
const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  const supplierId = await withDatabase(
    t.databaseUrl,
    async (db) => (await db.query('select id from supplier order by id limit 1')).rows[0].id as number,
  );
  supplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId });
});
afterAll(() => t?.close());

describe('CRUD helper (unit types)', () => {
  it('creates, reads, changes and deletes, each write with its audit row', async () => {
    const created = await call('POST', '/api/backend/unit-type', admin.token, { name: 'Crate', nameKh: 'ប្រអប់' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ name: 'Crate', nameKh: 'ប្រអប់' });
    expect((await call('GET', `/api/backend/unit-type/${id}`, supplier.token)).json().data.name).toBe('Crate');
    const changed = await call('PUT', `/api/backend/unit-type/${id}`, admin.token, { name: 'Big crate' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.name).toBe('Big crate');
    expect((await call('DELETE', `/api/backend/unit-type/${id}`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/backend/unit-type/${id}`, admin.token)).statusCode).toBe(404);

    const history = await call('GET', `/api/backend/audit/unit-type/${id}`, admin.token);
    expect(history.statusCode).toBe(200);
    const entries = history.json().data as {
      action: string;
      actor: { id: number };
      changes: { field: string; from: unknown; to: unknown }[];
    }[];
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entries.every((e) => e.actor.id === admin.id)).toBe(true);
    expect(entries[1]!.changes).toEqual([{ field: 'name', from: 'Crate', to: 'Big crate' }]);
    expect(entries[2]!.changes).toContainEqual({ field: 'nameKh', from: null, to: 'ប្រអប់' });
  });

  it('pages zero-based, searches and sorts; refuses a size over the cap, a negative page and an unknown sort', async () => {
    for (const name of ['Alpha unit', 'Beta unit', 'Gamma unit'])
      await call('POST', '/api/backend/unit-type', admin.token, { name });
    const page = await call('GET', '/api/backend/unit-type?search=unit&sort=-name&page=0&size=2', admin.token);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((r: { name: string }) => r.name)).toEqual(['Gamma unit', 'Beta unit']);
    expect(page.json().pagination).toEqual({ page: 0, pageSize: 2, totalCount: 3, totalPage: 2 });
    const second = await call('GET', '/api/backend/unit-type?search=UNIT&sort=-name&page=1&size=2', admin.token);
    expect(second.json().data.map((r: { name: string }) => r.name)).toEqual(['Alpha unit']);
    const tooBig = await call('GET', '/api/backend/unit-type?size=101', admin.token);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().field).toBe('size');
    const negative = await call('GET', '/api/backend/unit-type?page=-1', admin.token);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().field).toBe('page');
    const badSort = await call('GET', '/api/backend/unit-type?sort=password', admin.token);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().field).toBe('sort');
  });

  it('answers 409 DUPLICATE naming the field, and changes nothing', async () => {
    await call('POST', '/api/backend/unit-type', admin.token, { name: 'Pallet' });
    const again = await call('POST', '/api/backend/unit-type', admin.token, { name: 'Pallet' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE', field: 'name' });
    const count = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query("select count(*)::int as n from unit_type where name = 'Pallet'")).rows[0].n,
    );
    expect(count).toBe(1);
  });

  it('answers 409 IN_USE naming what uses a record, 404 for a missing one, 400 naming a bad field', async () => {
    const used = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query('select unit_type_id as id from item_unit limit 1')).rows[0].id as number,
    );
    const refused = await call('DELETE', `/api/backend/unit-type/${used}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'IN_USE', usedBy: ['item_unit'] });
    expect((await call('GET', `/api/backend/unit-type/${used}`, admin.token)).statusCode).toBe(200);
    expect((await call('PUT', '/api/backend/unit-type/2147483000', admin.token, { name: 'x' })).statusCode).toBe(404);
    const blank = await call('POST', '/api/backend/unit-type', admin.token, { name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('name');
  });

  it('lets a supplier read but not write (routes.tsv: staff read, admin write)', async () => {
    expect((await call('GET', '/api/backend/unit-type', supplier.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/backend/unit-type', supplier.token, { name: 'Mine' })).statusCode).toBe(403);
  });
});

describe('languages, years and configuration', () => {
  it('keeps a language translations use (409 IN_USE) and refuses a taken code', async () => {
    const list = await call('GET', '/api/backend/language', admin.token);
    expect(list.json().data.map((l: { code: string }) => l.code)).toEqual(['en', 'kh']);
    const dup = await call('POST', '/api/backend/language', admin.token, {
      code: 'en',
      name: 'English again',
      nativeName: 'English',
    });
    expect(dup.json()).toMatchObject({ statusCode: 409, code: 'DUPLICATE', field: 'code' });
    await withDatabase(t.databaseUrl, (db) =>
      db.query(
        "insert into translation (language, namespace, key, value, is_correct, created_at, updated_at) values ('kh', 'common', 'hello', 'សួស្តី', true, now(), now())",
      ),
    );
    const kh = list.json().data[1].id as number;
    const refused = await call('DELETE', `/api/backend/language/${kh}`, admin.token);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'IN_USE', usedBy: ['translation'] });
  });

  it('finds years by their first digits, newest first', async () => {
    const found = await call('GET', '/api/backend/year?search=201&size=100', admin.token);
    const values = found.json().data.map((y: { value: number }) => y.value) as number[];
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => v >= 2010 && v <= 2019)).toBe(true);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });

  it('creates a setting from query parameters or a body, and names a missing value', async () => {
    const fromQuery = await call('POST', '/api/backend/configuration?key=site.fax&value=023-000', admin.token);
    expect(fromQuery.statusCode).toBe(201);
    expect(fromQuery.json().data).toMatchObject({ key: 'site.fax', value: '023-000', isPublic: true });
    const fromBody = await call('POST', '/api/backend/configuration', admin.token, {
      key: 'site.motto',
      value: 'Parts fast',
      isPublic: false,
    });
    expect(fromBody.statusCode).toBe(201);
    const missing = await call('POST', '/api/backend/configuration?key=site.empty', admin.token);
    expect(missing.json()).toMatchObject({ statusCode: 400, field: 'value' });
    const dup = await call('POST', '/api/backend/configuration?key=site.fax&value=1', admin.token);
    expect(dup.json()).toMatchObject({ statusCode: 409, code: 'DUPLICATE', field: 'key' });
    const changed = await call('PUT', `/api/backend/configuration/${fromQuery.json().data.id}`, admin.token, {
      value: '023-111',
    });
    expect(changed.json().data.value).toBe('023-111');
  });

  it('keeps a setting’s description in Khmer beside the English one, and audits a change to it', async () => {
    const created = await call('POST', '/api/backend/configuration', admin.token, {
      key: 'site.hours',
      value: '8-17',
      description: 'Opening hours',
      descriptionKh: 'ម៉ោងបើក',
    });
    expect(created.json().data).toMatchObject({ description: 'Opening hours', descriptionKh: 'ម៉ោងបើក' });
    const id = created.json().data.id as number;
    const changed = await call('PUT', `/api/backend/configuration/${id}`, admin.token, {
      descriptionKh: 'ម៉ោងបើកហាង',
    });
    expect(changed.json().data).toMatchObject({ description: 'Opening hours', descriptionKh: 'ម៉ោងបើកហាង' });
    const found = await call(
      'GET',
      `/api/backend/configuration?search=${encodeURIComponent('ម៉ោងបើកហាង')}`,
      admin.token,
    );
    expect(found.json().data.map((row: { key: string }) => row.key)).toEqual(['site.hours']);
    const [update] = (await call('GET', `/api/backend/audit/configuration/${id}`, admin.token)).json().data as {
      action: string;
      changes: { field: string; from: unknown; to: unknown }[];
    }[];
    expect(update).toMatchObject({
      action: 'update',
      changes: [{ field: 'descriptionKh', from: 'ម៉ោងបើក', to: 'ម៉ោងបើកហាង' }],
    });
  });

  it('describes every setting the demo shop starts with in Khmer', async () => {
    const settings = (await call('GET', '/api/backend/configuration?size=100', admin.token)).json().data as {
      key: string;
      descriptionKh: string | null;
    }[];
    const seeded = settings.filter((row) => ['site.name', 'contact.phone', 'khqr.merchant-city'].includes(row.key));
    expect(seeded).toHaveLength(3);
    for (const row of seeded) expect(row.descriptionKh, row.key).toMatch(/[\u1780-\u17ff]/);
  });
});
