// Bulk import and export of parts and fitments (/api/backend/import/:kind, /api/backend/export/:kind) on real
// PostgreSQL with the demo catalogue: the dry run writes nothing, rejected rows come back with their line and
// reason, applying writes the rest in one transaction (or nothing at all), stock changes leave history, every write
// is audited, and an export imported again changes nothing. Also times a 10,000-row fitment import.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let db: pg.Client;
let admin: TestAccount;
let supplier: TestAccount;
let stores: { id: number; name: string }[];
let maker: string;
let category: string;
beforeAll(async () => {
  t = await startTestApp();
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  supplier = await createAccount(t.app, { type: 'SUPPLIER' });
  stores = (await db.query('select id, name from store order by id')).rows;
  maker = (await db.query('select name from brand_item order by id limit 1')).rows[0].name;
  category = (await db.query('select name from category order by id limit 1')).rows[0].name;
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const post = (url: string, csv: string, who: TestAccount = admin) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(who.token), 'content-type': 'text/csv' }, payload: csv });
const dryRun = (kind: string, csv: string) => post(`/api/backend/import/${kind}/dry-run`, csv);
const apply = (kind: string, csv: string) => post(`/api/backend/import/${kind}`, csv);
const exportCsv = async (kind: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/backend/export/${kind}${query}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  return response.body;
};
const csv = (...lines: string[][]) =>
  lines
    .map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
    .join('\r\n');
const one = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows[0] as T;

describe('parts import', () => {
  const storeA = () => stores[0]!.name;
  const header = () => [
    'part_number',
    'name',
    'name_kh',
    'maker',
    'category',
    'position',
    'unit',
    `price:${storeA()}`,
    `dealer_price:${storeA()}`,
    `stock:${storeA()}`,
  ];

  it('only admins may import or export', async () => {
    expect((await post('/api/backend/import/parts/dry-run', 'part_number\nX', supplier)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/backend/export/parts' })).statusCode).toBe(401);
  });

  it('answers the dry run with adds, updates and every rejected line, and writes nothing', async () => {
    const existing = await one<{ part_number: string; name: string }>(
      'select part_number, name from part order by id limit 1',
    );
    const file = csv(
      header(),
      ['TEST-ADD-1', 'Oil filter test', 'តម្រងប្រេង', maker, category, 'Main', 'Piece', '12.5', '', '7'],
      [existing.part_number, `${existing.name} (renamed)`, '', '', '', '', '', '', '', ''],
      ['TEST-BAD-1', 'Bad price', '', maker, category, '', 'Piece', '1.999', '', ''],
      ['TEST-BAD-2', 'Bad maker', '', 'No Such Maker', category, '', 'Piece', '3', '', '-4'],
      ['TEST-ADD-1', 'Twice', '', maker, category, '', 'Piece', '1', '', ''],
      ['TEST-BAD-3', '', '', maker, category, '', 'Piece', '', '', ''],
    );
    const before = await databaseFingerprint(db);
    const response = await dryRun('parts', file);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ kind: 'parts', applied: false, rows: 6, add: 1, update: 1, unchanged: 0 });
    expect(
      report.rejected.map((r: { line: number; code: string; column: string | null }) => [r.line, r.code, r.column]),
    ).toEqual([
      [4, 'PRICE_DECIMALS', `price:${storeA()}`],
      [5, 'UNKNOWN_MAKER', 'maker'],
      [5, 'STOCK_NEGATIVE', `stock:${storeA()}`],
      [6, 'DUPLICATE_ROW', 'part_number'],
      [7, 'REQUIRED', 'name'],
    ]);
    expect(await databaseFingerprint(db)).toEqual(before);
  });

  it('applies the rows that pass in one transaction, with stock history and audit entries', async () => {
    const stock = await one<{ id: number; part_number: string; quantity: number; price: string; store: string }>(
      `select s.id, p.part_number, s.quantity, s.price::text as price, st.name as store
       from stock s join part p on p.item_id = s.item_id join store st on st.id = s.store_id where st.id = $1 order by s.id limit 1`,
      [stores[0]!.id],
    );
    const file = csv(
      header(),
      ['TEST-NEW-1', 'Spark plug? "Iridium", 2 ?? \\ $1', 'ប៊ូហ្ស៊ី', maker, category, 'front', 'Piece', '4.20', '', '12'],
      [stock.part_number, '', '', '', '', '', '', '9.99', '8.50', String(stock.quantity + 5)],
      ['TEST-NEW-2', 'Rejected', '', maker, 'No Such Category', '', 'Piece', '1', '', '1'],
    );
    const response = await apply('parts', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      applied: true,
      add: 1,
      update: 1,
      rejected: [{ line: 4, code: 'UNKNOWN_CATEGORY' }],
    });

    const added = await one<{
      id: number;
      item_id: number;
      name: string;
      position: string;
      name_kh: string;
      unit: string;
    }>(
      `select p.id, p.item_id, p.name, p.position, p.name_kh, t.name as unit from part p join item_unit u on u.item_id = p.item_id and u.is_base join unit_type t on t.id = u.unit_type_id where p.part_number = 'TEST-NEW-1'`,
    );
    // Question marks, quotes, a backslash and a "$1" reach the database as written (never as placeholders).
    expect(added).toMatchObject({
      name: 'Spark plug? "Iridium", 2 ?? \\ $1',
      position: 'FRONT',
      name_kh: 'ប៊ូហ្ស៊ី',
      unit: 'Piece',
    });
    const newStock = await one<{ id: number; quantity: number; price: string; dealer_price: string }>(
      'select id, quantity, price::text as price, dealer_price::text as dealer_price from stock where item_id = $1',
      [added.item_id],
    );
    expect(newStock).toMatchObject({ quantity: 12, price: '4.20', dealer_price: '4.20' });
    const history = async (stockId: number) =>
      (
        await db.query(
          'select quantity_before, quantity_after, reason, note, note_code, created_by_id from stock_history where stock_id = $1 order by id',
          [stockId],
        )
      ).rows;
    expect(await history(newStock.id)).toEqual([
      // The system's note is a code (worded by the page), not English.
      {
        quantity_before: 0,
        quantity_after: 12,
        reason: 'INITIAL',
        note: null,
        note_code: 'CSV_IMPORT',
        created_by_id: admin.id,
      },
    ]);
    const changed = await one<{ quantity: number; price: string; dealer_price: string }>(
      'select quantity, price::text as price, dealer_price::text as dealer_price from stock where id = $1',
      [stock.id],
    );
    expect(changed).toEqual({ quantity: stock.quantity + 5, price: '9.99', dealer_price: '8.50' });
    expect((await history(stock.id)).at(-1)).toEqual({
      quantity_before: stock.quantity,
      quantity_after: stock.quantity + 5,
      reason: 'ADJUSTMENT',
      note: null,
      note_code: 'CSV_IMPORT',
      created_by_id: admin.id,
    });
    expect(await one('select count(*)::int as n from part where part_number = $1', ['TEST-NEW-2'])).toEqual({ n: 0 });

    const audit = (
      await db.query(
        `select entity, action, changes from audit_entry where actor_id = $1 and note_code = 'CSV_IMPORT' order by id`,
        [admin.id],
      )
    ).rows;
    expect(audit.map((entry) => `${entry.entity} ${entry.action}`).sort()).toEqual(
      ['item-unit create', 'part create', 'stock create', 'stock stock', 'stock update'].sort(),
    );
    expect(audit.find((entry) => entry.action === 'stock').changes).toEqual([
      { field: 'quantity', from: stock.quantity, to: stock.quantity + 5 },
    ]);

    // The same file again: the part exists now, nothing is left to do.
    const again = (await dryRun('parts', file)).json().data;
    expect(again).toMatchObject({ add: 0, update: 0, unchanged: 2 });
  });

  it('is all or nothing: a failure late in the apply leaves no row behind', async () => {
    await db.query(
      `create function fail_import() returns trigger language plpgsql as $$ begin raise exception 'late failure'; end $$`,
    );
    await db.query(
      'create trigger fail_import before insert on stock_history for each row execute function fail_import()',
    );
    try {
      const before = await databaseFingerprint(db);
      const response = await apply(
        'parts',
        csv(header(), ['TEST-ATOMIC-1', 'Atomic', '', maker, category, '', 'Piece', '2', '', '3']),
      );
      expect(response.statusCode).toBe(500);
      expect(await databaseFingerprint(db)).toEqual(before);
    } finally {
      await db.query('drop trigger fail_import on stock_history');
      await db.query('drop function fail_import()');
    }
  });

  it('refuses a file it cannot read, naming the column', async () => {
    const unknown = await dryRun('parts', 'part_number,colour\nX,red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'CSV_UNKNOWN_COLUMN', field: 'colour' });
    expect((await dryRun('parts', 'name\nX')).json()).toMatchObject({
      code: 'CSV_MISSING_COLUMN',
      field: 'part_number',
    });
    expect((await dryRun('parts', 'part_number,price:No Such Store\nX,1')).json()).toMatchObject({
      code: 'CSV_UNKNOWN_COLUMN',
    });
    expect((await dryRun('parts', '')).json()).toMatchObject({ code: 'CSV_EMPTY' });
    expect((await dryRun('parts', 'part_number\n"X')).json()).toMatchObject({ code: 'CSV_MALFORMED' });
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/backend/import/parts/dry-run',
      headers: bearer(admin.token),
      payload: { csv: 'x' },
    });
    expect(asJson.statusCode).toBe(400);
    expect((await dryRun('things', 'part_number\nX')).statusCode).toBe(400);
  });

  it('exports what it imports: the export imported again changes nothing', async () => {
    const exported = await exportCsv('parts');
    const lines = exported.trim().split('\r\n');
    expect(lines[0]!.replace(/^\uFEFF/, '')).toBe(
      csv([
        'part_number',
        'name',
        'name_kh',
        'maker',
        'category',
        'position',
        'unit',
        ...stores.flatMap((s) => [`price:${s.name}`, `dealer_price:${s.name}`, `stock:${s.name}`]),
      ]),
    );
    const parts = await one<{ n: number }>('select count(*)::int as n from part');
    expect(lines.length - 1).toBe(parts.n);
    const before = await databaseFingerprint(db);
    const report = (await dryRun('parts', exported)).json().data;
    expect(report).toMatchObject({ rows: parts.n, add: 0, update: 0, unchanged: parts.n, rejected: [] });
    const applied = (await apply('parts', exported)).json().data;
    expect(applied).toMatchObject({ applied: true, add: 0, update: 0, rejected: [] });
    expect(await databaseFingerprint(db)).toEqual(before);
  });

  it('gives a template that names real makers, categories, units and stores', async () => {
    const template = await exportCsv('parts', '?template=true');
    const report = (await dryRun('parts', template)).json().data;
    expect(report).toMatchObject({ rows: 1, add: 1, rejected: [] });
  });
});

describe('fitments import', () => {
  const header = ['part_number', 'brand', 'model', 'year_from', 'year_to', 'position', 'note'];
  let part: string;
  beforeAll(async () => {
    // A part that fits no Toyota yet, so the rows below are all new.
    part = (
      await one<{ part_number: string }>(
        `select part_number from part p where not exists (select 1 from part_fit f join brand b on b.id = f.brand_id where f.part_id = p.id and b.name = 'Toyota') order by id limit 1`,
      )
    ).part_number;
  });

  it('expands models and years to every combination, and rejects bad rows with their line', async () => {
    const file = csv(
      header,
      [part, 'Toyota', 'Camry|Corolla', '2010-2015', '', 'FRONT', '2.5 L petrol only'],
      [part, 'Toyota', 'Camryy', '2010', '', '', ''],
      [part, 'Toyota', 'Camry', '2015', '2010', '', ''],
      ['NO-SUCH-PART', 'Toyota', 'Camry', '2012', '', '', ''],
      [part, 'Toyoda', 'Camry', '2012', '', '', ''],
      [part, 'Toyota', 'Camry', '1990', '', '', ''],
      [part, 'toyota', 'corolla', '2016', '2017', '', ''],
    );
    const before = await databaseFingerprint(db);
    const dry = (await dryRun('fitments', file)).json().data;
    expect(await databaseFingerprint(db)).toEqual(before);
    expect(dry).toMatchObject({ kind: 'fitments', rows: 7, add: 14, update: 0, unchanged: 0 });
    expect(dry.rejected.map((r: { line: number; code: string }) => [r.line, r.code])).toEqual([
      [3, 'UNKNOWN_MODEL'],
      [4, 'YEAR_RANGE_BACKWARDS'],
      [5, 'UNKNOWN_PART'],
      [6, 'UNKNOWN_BRAND'],
      [7, 'UNKNOWN_VEHICLE_YEAR'],
    ]);
    const applied = (await apply('fitments', file)).json().data;
    expect(applied).toMatchObject({ applied: true, add: 14 });
    const rows = (
      await db.query(
        `select m.name as model, y.value as year, f.position, f.note, f.category_id = p.category_id as copied
         from part_fit f join part p on p.id = f.part_id join vehicle_model m on m.id = f.model_id join year y on y.id = f.year_id
         join brand b on b.id = f.brand_id where p.part_number = $1 and b.name = 'Toyota' order by m.name, y.value`,
        [part],
      )
    ).rows;
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({ model: 'Camry', year: 2010, position: 'FRONT', note: '2.5 L petrol only', copied: true });
    expect(rows.at(-1)).toEqual({ model: 'Corolla', year: 2017, position: 'Main', note: null, copied: true });
    const audited = await one<{ n: number }>(
      `select count(*)::int as n from audit_entry where entity = 'part-fit' and action = 'create' and actor_id = $1`,
      [admin.id],
    );
    expect(audited.n).toBe(14);

    // A known fitment takes the row's position; the rest of the same row is unchanged.
    const update = (await apply('fitments', csv(header, [part, 'Toyota', 'Camry', '2010', '2011', 'Rear', '']))).json()
      .data;
    expect(update).toMatchObject({ add: 0, update: 2, unchanged: 0 });
  });

  it('exports fitments as year ranges that import back to no change', async () => {
    const exported = await exportCsv('fitments');
    expect(exported).toContain(`${part},Toyota,Camry,2012,2015,FRONT,2.5 L petrol only`);
    const before = await databaseFingerprint(db);
    const report = (await dryRun('fitments', exported)).json().data;
    expect(report).toMatchObject({ add: 0, update: 0, rejected: [] });
    expect(report.unchanged).toBe((await one<{ n: number }>('select count(*)::int as n from part_fit')).n);
    expect(await databaseFingerprint(db)).toEqual(before);
    const template = (await dryRun('fitments', await exportCsv('fitments', '?template=true'))).json().data;
    expect(template.rejected.map((r: { code: string }) => r.code)).toEqual(['UNKNOWN_PART']);
  });

  it('imports 10,000 fitment rows (the time is printed: the target is under 30 s)', async () => {
    // 10,000 new single-year fitments of demo parts on vehicles the shop knows.
    const rows = (
      await db.query(
        `select p.part_number, b.name as brand, m.name as model, y.value as year
         from (select id, part_number from part order by id limit 2500) p
         cross join lateral (select my.model_id, my.year_id from vehicle_model_year my
                             where not exists (select 1 from part_fit f where f.part_id = p.id and f.model_id = my.model_id and f.year_id = my.year_id)
                             order by hashint4(p.id + my.model_id * 100 + my.year_id) limit 4) v
         join vehicle_model m on m.id = v.model_id join brand b on b.id = m.brand_id join year y on y.id = v.year_id`,
      )
    ).rows as { part_number: string; brand: string; model: string; year: number }[];
    expect(rows).toHaveLength(10_000);
    const file = csv(
      header,
      ...rows.map((row) => [row.part_number, row.brand, row.model, String(row.year), '', '', '']),
    );
    let started = performance.now();
    const dry = (await dryRun('fitments', file)).json().data;
    const dryMs = performance.now() - started;
    expect(dry).toMatchObject({ rows: 10_000, add: 10_000, rejected: [] });
    started = performance.now();
    const response = await apply('fitments', file);
    const applyMs = performance.now() - started;
    expect(response.json().data).toMatchObject({ applied: true, add: 10_000 });
    console.info(
      `[import] 10,000 fitment rows: dry run ${(dryMs / 1000).toFixed(2)} s, apply ${(applyMs / 1000).toFixed(2)} s (${Math.round(10_000 / (applyMs / 1000))} rows/s)`,
    );
  }, 120_000);
});
