// Reference data a person reads has its Khmer, and staff keep it (decisions.md: "Everything a person reads is in
// their language, data included"): an admin changes a province's and a unit's Khmer name, the change is in the
// audit trail with the admin's name, and the shop answers the new Khmer at once; a supplier may not change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let supplier: TestAccount;
const call = (method: string, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  const [supplierId] = await withDatabase(t.databaseUrl, async (db) =>
    (await db.query('select id from supplier order by id limit 1')).rows.map((r) => r.id as number),
  );
  supplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId: supplierId! });
});
afterAll(() => t?.close());

interface Province {
  id: number;
  name: string;
  nameKh: string;
}

describe('Khmer names of reference data', () => {
  it('every province the shop starts with has a Khmer name in Khmer script', async () => {
    const provinces = (await call('GET', '/api/frontend/location')).json().data as Province[];
    expect(provinces.length).toBeGreaterThanOrEqual(25);
    for (const province of provinces) expect(province.nameKh, province.name).toMatch(/^[\u1780-\u17FF\s]+$/);
  });

  it('an admin changes a province’s Khmer name: audited with old and new, answered to shoppers at once', async () => {
    const [province] = (await call('GET', '/api/frontend/location')).json().data as Province[];
    const changed = `${province!.nameKh} ថ្មី`;
    const put = await call('PUT', `/api/backend/location/${province!.id}`, admin.token, { nameKh: changed });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ id: province!.id, name: province!.name, nameKh: changed });

    const shown = (await call('GET', '/api/frontend/location')).json().data as Province[];
    expect(shown.find((row) => row.id === province!.id)?.nameKh).toBe(changed);

    const history = await call('GET', `/api/backend/audit/location/${province!.id}`, admin.token);
    expect(history.statusCode).toBe(200);
    expect(history.json().data[0]).toMatchObject({
      entity: 'location',
      entityId: province!.id,
      action: 'update',
      actor: { id: admin.id, name: expect.any(String) },
      changes: [{ field: 'nameKh', from: province!.nameKh, to: changed }],
    });

    // Put back, so the other tests read the shop's own name.
    await call('PUT', `/api/backend/location/${province!.id}`, admin.token, { nameKh: province!.nameKh });
  });

  it('a supplier may not change a province or a unit, and an empty Khmer name is refused with its field', async () => {
    const [province] = (await call('GET', '/api/frontend/location')).json().data as Province[];
    const refused = await call('PUT', `/api/backend/location/${province!.id}`, supplier.token, { nameKh: 'ផ្សេង' });
    expect(refused.statusCode).toBe(403);
    const empty = await call('PUT', `/api/backend/location/${province!.id}`, admin.token, { nameKh: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', field: 'nameKh' });

    const unit = await call('POST', '/api/backend/unit-type', admin.token, { name: `Crate ${Date.now()}` });
    const byTheSupplier = await call('PUT', `/api/backend/unit-type/${unit.json().data.id}`, supplier.token, {
      nameKh: 'ធុង',
    });
    expect(byTheSupplier.statusCode).toBe(403);
  });

  it('an admin gives a unit its Khmer name: audited, and staff read it back', async () => {
    const made = await call('POST', '/api/backend/unit-type', admin.token, { name: `Drum ${Date.now()}` });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as number;
    expect(made.json().data.nameKh).toBeNull();
    const put = await call('PUT', `/api/backend/unit-type/${id}`, admin.token, { nameKh: 'ធុងធំ' });
    expect(put.statusCode).toBe(200);
    const read = await call('GET', `/api/backend/unit-type/${id}`, supplier.token);
    expect(read.json().data.nameKh).toBe('ធុងធំ');
    const history = (await call('GET', `/api/backend/audit/unit-type/${id}`, admin.token)).json().data;
    expect(history[0]).toMatchObject({
      action: 'update',
      actor: { id: admin.id },
      changes: [{ field: 'nameKh', from: null, to: 'ធុងធំ' }],
    });
  });

  it('the shop’s currencies have Khmer names; an admin changes one, audited, and staff read it back', async () => {
    const list = await call('GET', '/api/backend/currency?size=50', admin.token);
    const currencies = list.json().data as { id: number; code: string; nameKh: string | null }[];
    const khr = currencies.find((row) => row.code === 'KHR')!;
    expect(khr.nameKh).toBe('រៀលកម្ពុជា');
    expect(currencies.find((row) => row.code === 'USD')?.nameKh).toBe('ដុល្លារអាមេរិក');
    const put = await call('PUT', `/api/backend/currency/${khr.id}`, admin.token, { nameKh: 'ប្រាក់រៀល' });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.nameKh).toBe('ប្រាក់រៀល');
    const history = (await call('GET', `/api/backend/audit/currency/${khr.id}`, admin.token)).json().data;
    expect(history[0]).toMatchObject({
      action: 'update',
      actor: { id: admin.id },
      changes: [{ field: 'nameKh', from: 'រៀលកម្ពុជា', to: 'ប្រាក់រៀល' }],
    });
    await call('PUT', `/api/backend/currency/${khr.id}`, admin.token, { nameKh: 'រៀលកម្ពុជា' });
  });

  it('the demo shop’s units all have their Khmer names', async () => {
    const { demoUnitTypes } = await import('../../../src/seeders/catalog/parts-vocabulary.ts');
    for (const unit of demoUnitTypes) expect(unit.nameKh, unit.name).toMatch(/^[\u1780-\u17FF\s]+$/);
  });
});

describe('the audit trail names who changed a record', () => {
  it('an account that no longer exists is answered without a made-up English name (the screen words it)', async () => {
    const gone = await createAccount(t.app, { type: 'ADMIN' });
    const made = await call('POST', '/api/backend/unit-type', gone.token, { name: `Pallet ${Date.now()}` });
    expect(made.statusCode).toBe(201);
    await withDatabase(t.databaseUrl, (db) => db.query('delete from user_account where id = $1', [gone.id]));
    const history = await call('GET', `/api/backend/audit/unit-type/${made.json().data.id}`, admin.token);
    expect(history.statusCode).toBe(200);
    expect(history.json().data[0]).toMatchObject({ action: 'create', actor: { id: gone.id, name: null } });
  });
});
