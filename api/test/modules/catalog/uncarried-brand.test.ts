// The vehicle brands the shop carries no parts for (issue 36 §1), kept by staff in the back-office against real
// PostgreSQL: the migration's list is read by search, a brand an admin adds is said as unknown as soon as the
// catalogue's change notification arrives (the search answers' cache is emptied then; the dictionary's few seconds are
// not waited for), each write is audited, bad input changes nothing, and only admins may read or change the list.
import { describe, expect, it, vi } from 'vitest';
import { postJson, withDatabase } from '../../support/catalog.ts';
import { staffDesk } from '../../support/staff-desk.ts';

const { desk, call } = staffDesk();
const understood = async (query: string) => {
  const { status, body } = await postJson(desk.t.app, '/api/frontend/dashboard/search/part-or-keyword', { query });
  expect(status, query).toBe(200);
  return (body as { understood?: { unknownBrand?: { text: string }; words: string } }).understood;
};
/** What the search says of `query`'s brand once the change is heard (the answers' cache empties at the notification). */
const saysUnknown = (query: string, text: string | undefined) =>
  vi.waitFor(async () => expect((await understood(query))?.unknownBrand?.text).toBe(text), {
    timeout: 3000,
    interval: 50,
  });
const rows = (text: string, params: unknown[] = []) =>
  withDatabase(desk.t.databaseUrl, async (db) => (await db.query(text, params)).rows);

describe('brands the shop carries no parts for', () => {
  it('the migration seeds the list search used to hold in code, with Khmer names, read by search', async () => {
    const list = await call('GET', '/api/backend/uncarried-brand?search=merc');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ name: 'Mercedes-Benz', nameKh: 'ម៉ែស៊ីដេស', otherNames: ['Mercedes', 'Benz', 'បេន'] }),
    ]);
    expect((await rows('select count(*)::int as n from uncarried_brand where name_kh is null'))[0].n).toBe(0);
    expect((await understood('bmw x5 oil filter'))?.unknownBrand).toEqual({ text: 'bmw' });
    expect((await understood('benz brake pad'))?.unknownBrand).toEqual({ text: 'benz' });
  });

  it('a brand an admin adds is said as unknown by the next search, in either script; its change and removal too', async () => {
    expect((await understood('lada niva brake pad'))?.unknownBrand).toBeUndefined();
    const made = await call('POST', '/api/backend/uncarried-brand', {
      name: '  Lada ',
      nameKh: 'ឡាដា',
      otherNames: [' VAZ ', 'Zhiguli'],
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'Lada', nameKh: 'ឡាដា', otherNames: ['VAZ', 'Zhiguli'] });
    const id = made.body.data.id as number;
    await saysUnknown('lada niva brake pad', 'lada');
    await saysUnknown('ហ្វ្រាំង ឡាដា', 'ឡាដា');
    await saysUnknown('vaz oil filter', 'vaz');

    const changed = await call('PUT', `/api/backend/uncarried-brand/${id}`, { otherNames: ['Zhiguli'] });
    expect(changed.body.data.otherNames).toEqual(['Zhiguli']);
    await saysUnknown('vaz oil filter', undefined);

    expect((await call('DELETE', `/api/backend/uncarried-brand/${id}`)).status).toBe(200);
    await saysUnknown('lada niva brake pad', undefined);
    const actions = await rows(
      "select action from audit_entry where entity = 'uncarried-brand' and entity_id = $1 order by id",
      [id],
    );
    expect(actions.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses bad input with 400 (a blank name, a blank spelling) and a taken name with 409, writing nothing', async () => {
    const before = await rows('select count(*)::int as n from uncarried_brand');
    expect((await call('POST', '/api/backend/uncarried-brand', { name: '   ' })).body.field).toBe('name');
    const blank = await call('POST', '/api/backend/uncarried-brand', { name: 'Lada', otherNames: [' '] });
    expect(blank.status).toBe(400);
    const taken = await call('POST', '/api/backend/uncarried-brand', { name: 'BMW' });
    expect(taken).toMatchObject({ status: 409, body: { field: 'name' } });
    expect(await rows('select count(*)::int as n from uncarried_brand')).toEqual(before);
  });

  it('only admins may read or change the list: a supplier and a shopper get 403, a stranger 401', async () => {
    const [bmw] = await rows("select id from uncarried_brand where name = 'BMW'");
    const before = await rows('select name, name_kh, other_names from uncarried_brand order by id');
    for (const token of [desk.supplier.token, desk.customer.token]) {
      expect((await call('GET', '/api/backend/uncarried-brand', undefined, token)).status).toBe(403);
      expect((await call('POST', '/api/backend/uncarried-brand', { name: 'Lada' }, token)).status).toBe(403);
      expect((await call('PUT', `/api/backend/uncarried-brand/${bmw.id}`, { name: 'X' }, token)).status).toBe(403);
      expect((await call('DELETE', `/api/backend/uncarried-brand/${bmw.id}`, undefined, token)).status).toBe(403);
    }
    expect((await call('POST', '/api/backend/uncarried-brand', { name: 'Lada' }, null)).status).toBe(401);
    expect(await rows('select name, name_kh, other_names from uncarried_brand order by id')).toEqual(before);
    expect((await understood('bmw x5 oil filter'))?.unknownBrand).toEqual({ text: 'bmw' });
  });
});
