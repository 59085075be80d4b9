// A part number is one maker's once (issue 34 §7), against real PostgreSQL: the same maker's number typed with another
// case, spaces, dashes or dots is refused with 409 naming the part that has it, on create and on edit (nothing
// written); another maker's part of that number is allowed, and the part form's check names it for its warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let bosch: number;
let denso: number;
let category: number;
let original: { id: number; name: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  bosch = (await one<{ id: number }>("select id from brand_item where name = 'Bosch'")).id;
  denso = (await one<{ id: number }>("select id from brand_item where name = 'Denso'")).id;
  category = (await one<{ id: number }>("select id from category where name = 'Brakes'")).id;
  const made = await call('POST', '/api/backend/part', part('DUP-42.AB-7', 'Original pad', bosch));
  expect(made.status).toBe(201);
  original = made.body.data;
});
afterAll(() => t?.close());

const call = async (method: string, url: string, payload?: unknown) => {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(admin.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
};
const one = async <T>(text: string, params: unknown[] = []) =>
  withDatabase(t.databaseUrl, async (db) => (await db.query(text, params)).rows[0] as T);
const partCount = async () => (await one<{ n: number }>('select count(*)::int as n from part')).n;
const part = (partNumber: string, name: string, brandItemId: number) => ({
  partNumber,
  name,
  brandItemId,
  categoryId: category,
});

describe('a part number already used by the same maker', () => {
  it.each(['DUP-42.AB-7', 'dup-42.ab-7', 'DUP 42 AB 7', 'dup42ab7', 'D.U.P-42AB 7'])(
    'is refused on create as %s: 409 naming the existing part, nothing written',
    async (typed) => {
      const before = await partCount();
      const refused = await call('POST', '/api/backend/part', part(typed, 'Copy', bosch));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'DUPLICATE',
        field: 'partNumber',
        facts: { partId: original.id, partNumber: 'DUP-42.AB-7', name: 'Original pad' },
      });
      expect(refused.body.message).toContain('DUP-42.AB-7');
      expect(await partCount()).toBe(before);
    },
  );

  it('is refused on edit, by number or by moving the part to that maker; the part keeps its number', async () => {
    const other = await call('POST', '/api/backend/part', part('DUP-43', 'Second pad', bosch));
    expect(other.status).toBe(201);
    const renamed = await call('PUT', `/api/backend/part/${other.body.data.id}`, { partNumber: 'dup 42 ab 7' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.facts).toMatchObject({ partId: original.id, partNumber: 'DUP-42.AB-7' });

    const densoTwin = await call('POST', '/api/backend/part', part('DUP42AB7', 'Denso twin', denso));
    expect(densoTwin.status).toBe(201);
    const moved = await call('PUT', `/api/backend/part/${densoTwin.body.data.id}`, { brandItemId: bosch });
    expect(moved.status).toBe(409);
    expect(moved.body.facts.partId).toBe(original.id);

    const kept = await one<{ part_number: string; brand_item_id: number }>(
      'select part_number, brand_item_id from part where id = $1',
      [other.body.data.id],
    );
    expect(kept.part_number).toBe('DUP-43');
    // Saving a part with its own number is no clash.
    expect((await call('PUT', `/api/backend/part/${original.id}`, { partNumber: 'dup-42.ab-7' })).status).toBe(200);
  });

  it('is refused on the item desk’s edit of the part too (PUT item writes a part as PUT part does)', async () => {
    const third = await call('POST', '/api/backend/part', part('DUP-44', 'Third pad', bosch));
    expect(third.status).toBe(201);
    const refused = await call('PUT', `/api/backend/item/${third.body.data.itemId}`, { partNumber: 'DUP42-AB7' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'DUPLICATE', field: 'partNumber', facts: { partId: original.id } });
    const kept = await one<{ part_number: string }>('select part_number from part where id = $1', [third.body.data.id]);
    expect(kept.part_number).toBe('DUP-44');
  });
});

describe('a part number used by another maker', () => {
  it('is allowed, and the check names the other maker’s part while the maker’s own would be refused', async () => {
    const check = await call(
      'GET',
      `/api/backend/part/number-check?partNumber=${encodeURIComponent('Dup 42-ab.7')}&brandItemId=${denso}`,
    );
    expect(check.status).toBe(200);
    // Denso's twin (made above) is Denso's own; Bosch's original is another maker's.
    expect(check.body.data.sameMaker).toMatchObject({ name: 'Denso twin', maker: { id: denso } });
    expect(check.body.data.otherMakers).toEqual([
      expect.objectContaining({
        id: original.id,
        partNumber: 'dup-42.ab-7',
        maker: expect.objectContaining({ id: bosch }),
      }),
    ]);

    const valeo = (
      await one<{ id: number }>('select id from brand_item where id not in ($1, $2) order by id limit 1', [
        bosch,
        denso,
      ])
    ).id;
    const fresh = await call('GET', `/api/backend/part/number-check?partNumber=DUP42AB7&brandItemId=${valeo}`);
    expect(fresh.body.data.sameMaker).toBeNull();
    expect(fresh.body.data.otherMakers).toHaveLength(2);
    const made = await call('POST', '/api/backend/part', part('DUP-42-AB-7', 'Third maker pad', valeo));
    expect(made.status).toBe(201);

    // The part being edited is left out of its own check.
    const own = await call(
      'GET',
      `/api/backend/part/number-check?partNumber=DUP42AB7&brandItemId=${bosch}&exceptId=${original.id}`,
    );
    expect(own.body.data.sameMaker).toBeNull();
    expect(own.body.data.otherMakers.map((match: { id: number }) => match.id)).not.toContain(original.id);
  });

  it('the check refuses bad input with 400 and is for admins only', async () => {
    expect((await call('GET', '/api/backend/part/number-check')).status).toBe(400);
    expect((await call('GET', '/api/backend/part/number-check?partNumber=x&brandItemId=abc')).status).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/backend/part/number-check?partNumber=x' });
    expect(anonymous.statusCode).toBe(401);
  });
});
