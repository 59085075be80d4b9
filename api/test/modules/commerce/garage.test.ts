// My garage (GET/POST /api/frontend/garage, DELETE /:id) against a real database: catalogue combinations only, a VIN
// that agrees with them, own vehicles only, at most GARAGE_LIMIT, the same vehicle twice kept once.
import { GARAGE_LIMIT } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { call } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;

const db = <T>(query: string, params: unknown[] = []) =>
  withDatabase(t.databaseUrl, async (client) => (await client.query(query, params)).rows as T[]);

/** A catalogue vehicle's ids by names (any model year the model was made in, parts or not). */
async function ids(brand: string, model: string, year: number) {
  const [row] = await db<{ brandId: number; modelId: number; yearId: number }>(
    `select b.id as "brandId", m.id as "modelId", y.id as "yearId"
     from vehicle_model m join brand b on b.id = m.brand_id
     join vehicle_model_year my on my.model_id = m.id join year y on y.id = my.year_id
     where b.name = $1 and m.name = $2 and y.value = $3`,
    [brand, model, year],
  );
  if (!row) throw new Error(`no ${brand} ${model} ${year} in the seed`);
  return row;
}

const garageRows = (userId: number) => db<{ id: number }>('select id from garage_vehicle where user_id = $1', [userId]);

beforeAll(async () => {
  t = await startTestApp();
  alice = await createAccount(t.app, { type: 'CUSTOMER' });
  bob = await createAccount(t.app, { type: 'CUSTOMER' });
});
afterAll(() => t?.close());

describe('my garage', () => {
  it('adds a vehicle with its names, a VIN and a name, and lists it', async () => {
    const accord = await ids('Honda', 'Accord', 2003);
    const added = await call(t.app, alice.token, 'POST', '/api/frontend/garage', {
      ...accord,
      vin: ' 1hgcm82633a004352 ',
      name: "Dad's car",
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      ...accord,
      year: 2003,
      brand: { name: 'Honda', nameKh: 'ហុងដា' },
      model: { name: 'Accord' },
      vin: '1HGCM82633A004352',
      name: "Dad's car",
    });
    const listed = await call(t.app, alice.token, 'GET', '/api/frontend/garage');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([added.body.data]);
  });

  it('keeps the same vehicle once: adding it again answers 200 with the saved one', async () => {
    const camry = await ids('Toyota', 'Camry', 2015);
    const first = await call(t.app, bob.token, 'POST', '/api/frontend/garage', camry);
    const again = await call(t.app, bob.token, 'POST', '/api/frontend/garage', { ...camry, vin: '' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await garageRows(bob.id)).toHaveLength(1);
  });

  it("shows each shopper only their own vehicles; another's is 404 to remove and stays", async () => {
    const [alices] = (await call(t.app, alice.token, 'GET', '/api/frontend/garage')).body.data as { id: number }[];
    const bobs = (await call(t.app, bob.token, 'GET', '/api/frontend/garage')).body.data as { id: number }[];
    expect(bobs.map((v) => v.id)).not.toContain(alices!.id);
    const refused = await call(t.app, bob.token, 'DELETE', `/api/frontend/garage/${alices!.id}`);
    expect(refused.status).toBe(404);
    expect(await garageRows(alice.id)).toHaveLength(1);
    const removed = await call(t.app, alice.token, 'DELETE', `/api/frontend/garage/${alices!.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
    expect((await call(t.app, alice.token, 'DELETE', `/api/frontend/garage/${alices!.id}`)).status).toBe(404);
  });

  it('refuses a combination the catalogue does not know, naming the field, and writes nothing', async () => {
    const camry = await ids('Toyota', 'Camry', 2015);
    const civic = await ids('Honda', 'Civic', 2015);
    const [{ id: missingYear } = { id: 0 }] = await db<{ id: number }>(
      `select y.id from year y where not exists (select 1 from vehicle_model_year my where my.model_id = $1 and my.year_id = y.id)
       union all select 0 limit 1`,
      [camry.modelId],
    );
    const cases: [object, string][] = [
      [{ ...camry, brandId: 999_999 }, 'brandId'],
      [{ ...camry, modelId: civic.modelId }, 'modelId'],
      [{ ...camry, yearId: 999_999 }, 'yearId'],
      [{ ...camry, vin: '1HGCM82633A00435' }, 'vin'],
      [{ ...camry, vin: '4T1BF1FKOFU123456' }, 'vin'],
      // A North American VIN with a wrong check digit (4T1BF1FK5FU123456 is right).
      [{ ...camry, vin: '4T1BF1FK4FU123456' }, 'vin'],
      // A Honda VIN on a Toyota; a 2003 VIN on a 2015 car.
      [{ ...camry, vin: '1HGCM82633A004352' }, 'vin'],
      [{ ...civic, vin: '1HGCM82633A004352' }, 'vin'],
    ];
    if (missingYear) cases.push([{ ...camry, yearId: missingYear }, 'yearId']);
    for (const [body, field] of cases) {
      const answer = await call(t.app, alice.token, 'POST', '/api/frontend/garage', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 'VALIDATION', field });
      expect(answer.body.message, JSON.stringify(body)).toMatch(new RegExp(`^${field}`));
    }
    expect(await garageRows(alice.id)).toHaveLength(0);
  });

  it('accepts a VIN whose check digit is wrong outside North America (the digit is not binding there)', async () => {
    const camry = await ids('Toyota', 'Camry', 2010);
    // JTDKN3DU0A0123456's check digit would be 5, yet a Japanese VIN may not use it.
    const added = await call(t.app, alice.token, 'POST', '/api/frontend/garage', {
      ...camry,
      vin: 'JTDKN3DU0A0123456',
    });
    expect(added.status).toBe(201);
    expect(added.body.data.vin).toBe('JTDKN3DU0A0123456');
    await call(t.app, alice.token, 'DELETE', `/api/frontend/garage/${added.body.data.id}`);
  });

  it(`holds at most ${GARAGE_LIMIT} vehicles: one more is 409 GARAGE_FULL with the limit`, async () => {
    const carol = await createAccount(t.app, { type: 'CUSTOMER' });
    const years = await db<{ yearId: number; modelId: number; brandId: number }>(
      `select my.year_id as "yearId", m.id as "modelId", m.brand_id as "brandId" from vehicle_model m
       join brand b on b.id = m.brand_id join vehicle_model_year my on my.model_id = m.id
       where b.name = 'Toyota' and m.name = 'Corolla' order by my.year_id limit $1`,
      [GARAGE_LIMIT + 1],
    );
    const answers = await Promise.all(
      years.map((vehicle) => call(t.app, carol.token, 'POST', '/api/frontend/garage', vehicle)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(GARAGE_LIMIT);
    const refused = answers.find((answer) => answer.status !== 201)!;
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'GARAGE_FULL', facts: { limit: GARAGE_LIMIT } });
    expect(await garageRows(carol.id)).toHaveLength(GARAGE_LIMIT);
  });

  it('is for shoppers: no token is 401, staff are 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/frontend/garage' })).statusCode).toBe(401);
    const admin = await createAccount(t.app, { type: 'ADMIN' });
    expect((await call(t.app, admin.token, 'GET', '/api/frontend/garage')).status).toBe(403);
  });
});
