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

  it('each of the 22 brands asked for in Khmer, spaced or run together with a part word, is said as unknown', async () => {
    const brands = (await rows('select name, name_kh, other_names from uncarried_brand order by id')) as {
      name: string;
      name_kh: string;
      other_names: string[];
    }[];
    expect(brands).toHaveLength(22);
    expect(brands.find((brand) => brand.name === 'Porsche')?.name_kh).toBe('ព័រស');
    // Chevrolet as it is written (ch as ឆ, the "r" of -vro- kept), the first list's spelling still read.
    expect(brands.find((brand) => brand.name === 'Chevrolet')).toMatchObject({
      name_kh: 'ឆេវ្រូឡេ',
      other_names: ['Chevy', 'សេវ៉ូឡេ'],
    });
    const khmer = brands.flatMap((brand) => [
      brand.name_kh,
      ...brand.other_names.filter((name) => /[\u1780-\u17ff]/u.test(name)),
    ]);
    expect(khmer).toEqual(expect.arrayContaining(['ប៊ីអឹម', 'ប៊ីអឹមដាប់បែលយូ', 'បេន', 'រេនរ៉ូវើ']));
    for (const name of khmer) {
      expect((await understood(`${name} ប្រេងម៉ាស៊ីន`))?.unknownBrand, name).toEqual({ text: name });
      // Khmer is written without spaces; a spelling of four characters or more is read inside it (not បេន, ជីប).
      if ([...name].length >= 4) expect((await understood(`ហ្វ្រាំង${name}`))?.unknownBrand, name).toEqual({ text: name });
    }
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

  it('refuses an uncarried brand named as a carried brand, model or maker, in either script or spelling (409 NAME_CLASH)', async () => {
    const before = await rows('select name, name_kh, other_names from uncarried_brand order by id');
    const refused = [
      [{ name: 'TOYOTA' }, 'name', 'brand', 'Toyota'],
      [{ name: 'Lada', nameKh: 'តូយ៉ូតា' }, 'nameKh', 'brand', 'Toyota'],
      [{ name: 'Lada', otherNames: ['Land-Cruiser'] }, 'otherNames', 'model', 'Land Cruiser'],
      [{ name: 'Lada', otherNames: ['ហាយលុច'] }, 'otherNames', 'model', 'Hilux'],
      [{ name: 'Hyundia' }, 'name', 'brand', 'Hyundai'],
      [{ name: 'Denso' }, 'name', 'maker', 'Denso'],
    ] as const;
    for (const [body, field, clashWith, clashName] of refused) {
      const answer = await call('POST', '/api/backend/uncarried-brand', body);
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 409,
        body: { code: 'NAME_CLASH', field, facts: { clashWith, clashName } },
      });
    }
    const [bmw] = await rows("select id from uncarried_brand where name = 'BMW'");
    const renamed = await call('PUT', `/api/backend/uncarried-brand/${bmw.id}`, { otherNames: ['Camry'] });
    expect(renamed).toMatchObject({ status: 409, body: { code: 'NAME_CLASH', facts: { clashName: 'Camry' } } });
    expect(await rows('select name, name_kh, other_names from uncarried_brand order by id')).toEqual(before);
    // A name that holds a carried name inside a longer one is another vehicle, and the list as seeded has no clash.
    const rover = await call('POST', '/api/backend/uncarried-brand', { name: 'Toyota Crown Motors' });
    expect(rover.status).toBe(201);
    expect((await call('DELETE', `/api/backend/uncarried-brand/${rover.body.data.id}`)).status).toBe(200);
  });

  it('refuses a carried brand named as an uncarried one until an admin removes that entry (409 NAME_CLASH)', async () => {
    const before = await rows('select count(*)::int as n from brand');
    for (const [body, field] of [
      [{ name: 'Suzuki' }, 'name'],
      [{ name: 'Lada', nameKh: 'ស៊ូហ្ស៊ូគី' }, 'nameKh'],
      [{ name: 'chevy' }, 'name'],
    ] as const) {
      expect(await call('POST', '/api/backend/brand', body), JSON.stringify(body)).toMatchObject({
        status: 409,
        body: { code: 'NAME_CLASH', field, facts: { clashWith: 'uncarriedBrand' } },
      });
    }
    const [toyota] = await rows("select id from brand where name = 'Toyota'");
    const renamed = await call('PUT', `/api/backend/brand/${toyota.id}`, { nameKh: 'ប៊ីអឹម' });
    expect(renamed).toMatchObject({ status: 409, body: { code: 'NAME_CLASH', facts: { clashName: 'BMW' } } });
    expect(await rows('select count(*)::int as n from brand')).toEqual(before);

    const [suzuki] = await rows("select id from uncarried_brand where name = 'Suzuki'");
    expect((await call('DELETE', `/api/backend/uncarried-brand/${suzuki.id}`)).status).toBe(200);
    const added = await call('POST', '/api/backend/brand', { name: 'Suzuki', nameKh: 'ស៊ូហ្ស៊ូគី' });
    expect(added.status).toBe(201);
    await saysUnknown('suzuki swift oil filter', undefined);
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
