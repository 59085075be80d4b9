// The staff order desk's reads: search, filters, the status tabs' counts, CSV, and internal notes, on real
// PostgreSQL. Suppliers see only orders with their own lines and never another supplier's notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNumbered, type SqlFragment } from '../../../src/lib/sql.ts';
import { orderFilterSql } from '../../../src/modules/commerce/order-filter.ts';
import { orderCountsSql, orderListSql } from '../../../src/modules/commerce/order-read.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, placeOrder as placeShopperOrder, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let shopper: TestAccount;
let other: TestAccount;
let admin: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let a: StockFixture;
let b: StockFixture;
let partNumberB: string;
/** Orders: `both` has a line of A and of B (BANK); `onlyA` one of A (CASH), by another shopper. */
let both: number;
let onlyA: number;

const placeOrder = (account: TestAccount, stocks: number[], paymentMethod: 'CASH' | 'BANK') =>
  placeShopperOrder(
    t.app,
    account,
    stocks.map((stockId) => ({ stockId })),
    { paymentMethod },
  );

async function saveLocation(account: TestAccount) {
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  expect(
    (
      await call(t.app, account.token, 'POST', '/api/frontend/user-location', {
        locationId: province,
        label: 'Home',
        address: 'Street 1',
      })
    ).status,
  ).toBe(201);
}

const ids = (body: { data: { id: number }[] }) => body.data.map((o) => o.id);
const noteCount = () =>
  withDatabase(t.databaseUrl, async (db) => Number((await db.query('select count(*) from order_note')).rows[0].count));

beforeAll(async () => {
  t = await startTestApp();
  shopper = await createAccount(t.app, { type: 'CUSTOMER', name: 'Sokha Chan', phone: '012 345 678' });
  other = await createAccount(t.app, { type: 'CUSTOMER', name: 'Dara Keo', phone: '+855 97 111 2222' });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  a = await arrangeStock(t.databaseUrl, { quantity: 50, price: '10.00', dealerPrice: '9.00' });
  // B sells another part than A, so a part-number search can tell the two lines apart.
  const skipStocks: number[] = [];
  do {
    b = await arrangeStock(t.databaseUrl, {
      quantity: 50,
      price: '2.50',
      dealerPrice: '2.00',
      skipSuppliers: [a.supplierId],
      skipStocks,
    });
    skipStocks.push(b.stockId);
  } while (b.itemId === a.itemId);
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b.supplierId });
  partNumberB = await withDatabase(
    t.databaseUrl,
    async (db) =>
      (
        await db.query(
          'select coalesce(pa.part_number, ac.part_number) as pn from stock s left join part pa on pa.item_id = s.item_id left join accessory ac on ac.item_id = s.item_id where s.id = $1',
          [b.stockId],
        )
      ).rows[0].pn as string,
  );
  await saveLocation(shopper);
  await saveLocation(other);
  both = await placeOrder(shopper, [a.stockId, b.stockId], 'BANK');
  onlyA = await placeOrder(other, [a.stockId], 'CASH');
});
afterAll(() => t?.close());

describe('staff order list: search and filters', () => {
  it('finds an order by its number, the customer name, e-mail and phone however it is typed', async () => {
    for (const search of [
      `#${both}`,
      'sokha',
      shopper.email.toUpperCase(),
      '012345678',
      '+855 12 345 678',
      '345-678',
    ]) {
      const found = await call(
        t.app,
        admin.token,
        'GET',
        `/api/backend/order?status=ALL&size=100&search=${encodeURIComponent(search)}`,
      );
      expect(found.status, search).toBe(200);
      expect(ids(found.body), search).toContain(both);
      expect(ids(found.body), search).not.toContain(onlyA);
    }
    const byOtherPhone = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/order?status=ALL&size=100&search=${encodeURIComponent('097 111 2222')}`,
    );
    expect(ids(byOtherPhone.body)).toEqual([onlyA]);
  });

  it("never finds another supplier's order for a supplier (the palette's search): by number, phone, e-mail, name or part number", async () => {
    const partNumberA = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query(
            'select coalesce(pa.part_number, ac.part_number) as pn from stock s left join part pa on pa.item_id = s.item_id left join accessory ac on ac.item_id = s.item_id where s.id = $1',
            [a.stockId],
          )
        ).rows[0].pn as string,
    );
    // onlyA has no line of B's: B finds it by nothing that names it, though the admin does.
    for (const search of [
      `#${onlyA}`,
      String(onlyA),
      '097 111 2222',
      '+855971112222',
      other.email,
      'Dara',
      partNumberA,
    ]) {
      const url = `/api/backend/order?status=ALL&size=100&search=${encodeURIComponent(search)}`;
      expect(ids((await call(t.app, admin.token, 'GET', url)).body), search).toContain(onlyA);
      const seenByB = await call(t.app, supplierB.token, 'GET', url);
      expect(seenByB.status, search).toBe(200);
      expect(ids(seenByB.body), search).not.toContain(onlyA);
    }
  });

  it('finds an order by a part number; a supplier only by its own part numbers', async () => {
    const url = `/api/backend/order?status=ALL&size=100&search=${encodeURIComponent(partNumberB)}`;
    expect(ids((await call(t.app, admin.token, 'GET', url)).body)).toContain(both);
    expect(ids((await call(t.app, supplierB.token, 'GET', url)).body)).toContain(both);
    // A sees the order (it has a line of A's) but cannot find it by B's part number.
    expect(ids((await call(t.app, supplierA.token, 'GET', url)).body)).not.toContain(both);
  });

  it("answers a search from each table's indexes, the opening counts from the rollup and filtered counts from the orders alone (plans; `pnpm bench` has the figures)", async () => {
    const adminViewer = { kind: 'admin' } as const;
    const planOf = (statement: SqlFragment) => {
      const { text, values } = toNumbered(statement);
      return withDatabase(t.databaseUrl, async (db) => {
        // Without the indexes a plan can only read whole tables; forbidding that makes a missing index show. (Which
        // side of the customer join drives depends on the table sizes: `pnpm bench` shows both indexes at scale.)
        await db.query('set enable_seqscan = off');
        return (await db.query(`explain ${text}`, values)).rows
          .map((row: Record<string, string>) => row['QUERY PLAN'])
          .join('\n');
      });
    };
    const listPlan = (search: string) =>
      planOf(
        orderListSql(adminViewer, 'ALL', { page: 0, size: 20, offset: 0 }, orderFilterSql(adminViewer, { search })),
      );
    const byPhone = await listPlan('012 345 678');
    expect(byPhone).toMatch(/shop_order_phone_digits_trgm_index/);
    expect(byPhone).not.toMatch(/Seq Scan on (shop_order|user_account|order_detail)\b/);
    const byPart = await listPlan(partNumberB);
    expect(byPart).toMatch(/part_part_number_trgm_index/);
    expect(byPart).toMatch(/order_detail_stock_id_index/);
    expect(byPart).not.toMatch(/Seq Scan on (shop_order|user_account|order_detail|part)\b/);
    const opening = await planOf(orderCountsSql(adminViewer, orderFilterSql(adminViewer, {})));
    expect(opening).toMatch(/sales_rollup/);
    expect(opening).not.toMatch(/shop_order/);
    expect(
      await planOf(orderCountsSql(adminViewer, orderFilterSql(adminViewer, { paymentMethod: 'CASH' }))),
    ).not.toMatch(/user_account/);
  });

  it('defaults to PENDING and filters by supplier, payment method and day', async () => {
    const pending = await call(t.app, admin.token, 'GET', '/api/backend/order?size=100');
    expect(pending.body.data.every((o: { status: string }) => o.status === 'PENDING')).toBe(true);
    expect(
      ids(
        (await call(t.app, admin.token, 'GET', `/api/backend/order?status=ALL&size=100&supplierId=${b.supplierId}`))
          .body,
      ),
    ).toContain(both);
    expect(
      ids(
        (await call(t.app, admin.token, 'GET', `/api/backend/order?status=ALL&size=100&supplierId=${b.supplierId}`))
          .body,
      ),
    ).not.toContain(onlyA);
    const bank = await call(t.app, admin.token, 'GET', '/api/backend/order?status=ALL&size=100&paymentMethod=BANK');
    expect(ids(bank.body)).toContain(both);
    expect(ids(bank.body)).not.toContain(onlyA);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10); // Phnom Penh's day (UTC+7)
    expect(
      ids(
        (await call(t.app, admin.token, 'GET', `/api/backend/order?status=ALL&size=100&from=${today}&to=${today}`))
          .body,
      ),
    ).toEqual(expect.arrayContaining([both, onlyA]));
    expect(
      (await call(t.app, admin.token, 'GET', '/api/backend/order?status=ALL&from=2001-01-01&to=2001-01-02')).body.data,
    ).toEqual([]);
  });

  it("lists one customer's orders (the people screen), and a supplier still sees only its own", async () => {
    expect(
      ids((await call(t.app, admin.token, 'GET', `/api/backend/order?status=ALL&size=100&userId=${other.id}`)).body),
    ).toEqual([onlyA]);
    expect(
      ids((await call(t.app, admin.token, 'GET', `/api/backend/order?status=ALL&size=100&userId=${shopper.id}`)).body),
    ).toEqual([both]);
    expect(
      ids(
        (await call(t.app, supplierB.token, 'GET', `/api/backend/order?status=ALL&size=100&userId=${other.id}`)).body,
      ),
    ).toEqual([]);
    const bad = await call(t.app, admin.token, 'GET', '/api/backend/order?userId=none');
    expect(bad.status).toBe(400);
  });

  it('a supplier sees only orders with its lines, and the supplier filter cannot widen that', async () => {
    const seenByB = await call(
      t.app,
      supplierB.token,
      'GET',
      `/api/backend/order?status=ALL&size=100&supplierId=${a.supplierId}`,
    );
    expect(ids(seenByB.body)).toContain(both);
    expect(ids(seenByB.body)).not.toContain(onlyA);
    // Only B's own line is counted and totalled.
    expect(seenByB.body.data.find((o: { id: number }) => o.id === both)).toMatchObject({ lineCount: 1, total: '2.50' });
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=SHIPPED', 'status'],
      ['paymentMethod=CARD', 'paymentMethod'],
      ['from=yesterday', 'from'],
      ['from=2026-02-02&to=2026-02-01', 'to'],
      ['supplierId=0', 'supplierId'],
    ] as const) {
      const refused = await call(t.app, admin.token, 'GET', `/api/backend/order?${query}`);
      expect(refused.status, query).toBe(400);
      expect(JSON.stringify(refused.body), query).toContain(field);
    }
  });

  it('exports the filtered list as CSV', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/backend/order?status=ALL&paymentMethod=CASH&format=csv',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order,Status,Placed,Customer,Payment,Shipping,Lines,Total (USD),Total (KHR),Delivery (USD),Delivery (KHR)',
    );
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toContain(onlyA);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).not.toContain(both);
    expect(lines.find((line) => line.startsWith(`${onlyA},`))).toMatch(
      /^\d+,Pending,\d{4}-\d\d-\d\d \d\d:\d\d,Dara Keo,Cash,By road,1,/,
    );
    expect(csv.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d\d-\d\d\.csv"/);
  });

  it("words the CSV in the staff member's language and dates it in their time zone", async () => {
    const read = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/backend/order?status=ALL&search=${onlyA}&format=csv&${query}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
    const rowOf = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    const [header, row] = rowOf((await read('lang=km')).body);
    expect(header).toBe(
      'ការបញ្ជាទិញ,ស្ថានភាព,បានបញ្ជាទិញ,អតិថិជន,ការទូទាត់,ការដឹកជញ្ជូន,ជួរ,សរុប (USD),សរុប (KHR),ថ្លៃដឹកជញ្ជូន (USD),ថ្លៃដឹកជញ្ជូន (KHR)',
    );
    expect(row).toContain(',កំពុងរង់ចាំ,');
    expect(row).toContain(',សាច់ប្រាក់,តាមផ្លូវគោក,');
    // The same moment placed, read in Phnom Penh (UTC+7) and in UTC: seven hours apart.
    const placedIn = async (tz: string) => {
      const cells = rowOf((await read(`tz=${encodeURIComponent(tz)}`)).body)[1]!.split(',');
      return Date.parse(`${cells[2]!.replace(' ', 'T')}:00Z`);
    };
    expect((await placedIn('Asia/Phnom_Penh')) - (await placedIn('UTC'))).toBe(7 * 3600_000);
    const refused = await read('tz=Mars/Olympus');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('tz');
    expect((await read('lang=fr')).statusCode).toBe(400);
  });
});

describe('staff order list: sorting and select all that match', () => {
  const listIds = async (who: TestAccount, query: string) =>
    ids((await call(t.app, who.token, 'GET', `/api/backend/order?status=ALL&size=100&${query}`)).body);

  it('sorts by total and by customer, both ways; a bad sort is a 400 naming sort', async () => {
    // `both` (10.00 + 2.50, Sokha Chan) is larger than `onlyA` (10.00, Dara Keo).
    const byTotal = (await listIds(admin, 'sort=total')).filter((id) => id === both || id === onlyA);
    expect(byTotal).toEqual([onlyA, both]);
    expect((await listIds(admin, 'sort=-total')).filter((id) => id === both || id === onlyA)).toEqual([both, onlyA]);
    expect((await listIds(admin, 'sort=customer')).filter((id) => id === both || id === onlyA)).toEqual([onlyA, both]);
    expect((await listIds(admin, 'sort=-customer')).filter((id) => id === both || id === onlyA)).toEqual([both, onlyA]);
    expect((await listIds(admin, 'sort=-createdAt')).filter((id) => id === both || id === onlyA)).toEqual([
      onlyA,
      both,
    ]);
    const refused = await call(t.app, admin.token, 'GET', '/api/backend/order?sort=price');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('sort');
  });

  it('answers every matching id under the tab and filters, newest first, a supplier its own only', async () => {
    const all = await call(t.app, admin.token, 'GET', '/api/backend/order/ids?status=ALL');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(all.body.data.ids.length);
    expect(all.body.data.ids).toEqual(expect.arrayContaining([both, onlyA]));
    expect(all.body.data.ids.indexOf(onlyA)).toBeLessThan(all.body.data.ids.indexOf(both));
    const cash = await call(t.app, admin.token, 'GET', '/api/backend/order/ids?status=ALL&paymentMethod=CASH');
    expect(cash.body.data.ids).toContain(onlyA);
    expect(cash.body.data.ids).not.toContain(both);
    // The same answer as the list's own count under the same filters.
    const listed = await call(t.app, admin.token, 'GET', '/api/backend/order?status=ALL&paymentMethod=CASH&size=1');
    expect(cash.body.data.total).toBe(listed.body.pagination.totalCount);
    const ofB = await call(t.app, supplierB.token, 'GET', '/api/backend/order/ids?status=ALL');
    expect(ofB.body.data.ids).toContain(both);
    expect(ofB.body.data.ids).not.toContain(onlyA);
    expect((await call(t.app, shopper.token, 'GET', '/api/backend/order/ids')).status).toBe(403);
    expect((await call(t.app, admin.token, 'GET', '/api/backend/order/ids?status=LOST')).status).toBe(400);
  });
});

describe('status counts', () => {
  it('counts per status under the same filters; a supplier counts its own orders', async () => {
    const before = await call(t.app, admin.token, 'GET', '/api/backend/order/counts');
    expect(before.status).toBe(200);
    expect(before.body.data.ALL).toBe(
      Object.entries(before.body.data)
        .filter(([k]) => k !== 'ALL')
        .reduce((sum, [, n]) => sum + (n as number), 0),
    );
    const accepted = await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${onlyA}`, {});
    expect(accepted.status).toBe(200);
    const after = await call(t.app, admin.token, 'GET', '/api/backend/order/counts');
    expect(after.body.data.PENDING).toBe(before.body.data.PENDING - 1);
    expect(after.body.data.ACCEPTED).toBe(before.body.data.ACCEPTED + 1);
    // With no filter the counts come from the dashboard's rollup: they are the orders counted one by one.
    const direct = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query<{ status: string; n: number }>(
            'select status, count(*)::int as n from shop_order group by status',
          )
        ).rows,
    );
    for (const { status, n } of direct) expect(after.body.data[status], status).toBe(n);
    expect(after.body.data.ALL).toBe(direct.reduce((sum, row) => sum + row.n, 0));
    const byPhone = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/order/counts?search=${encodeURIComponent('012 345 678')}`,
    );
    expect(byPhone.body.data).toMatchObject({ ALL: 1, PENDING: 1, ACCEPTED: 0 });
    const forB = await call(t.app, supplierB.token, 'GET', '/api/backend/order/counts');
    expect(forB.body.data).toMatchObject({ ALL: 1, PENDING: 1 });
    expect((await call(t.app, admin.token, 'GET', '/api/backend/order/counts?paymentMethod=CARD')).status).toBe(400);
  });

  it('counts an order without lines the same opening and filtered (one source: the orders), and as it moves', async () => {
    // The API places no such order, but the database allows one (a script, a restore): the tabs must still agree.
    const counts = async (query = '') =>
      (await call(t.app, admin.token, 'GET', `/api/backend/order/counts${query}`)).body.data as Record<string, number>;
    const filtered = async () => {
      const [cash, bank] = [await counts('?paymentMethod=CASH'), await counts('?paymentMethod=BANK')];
      return Object.fromEntries(Object.keys(cash).map((status) => [status, cash[status]! + bank[status]!]));
    };
    const before = await counts();
    expect(await filtered()).toEqual(before);
    const bare = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query<{ id: number }>(
            `insert into shop_order (user_id, status, total, payment_method, shipping_option, location_id, address, created_at, updated_at)
           select $1, 'PENDING', 0, 'CASH', 'Ground Way', min(id), 'Nowhere 1', now(), now() from location returning id`,
            [shopper.id],
          )
        ).rows[0]!.id,
    );
    const placed = await counts();
    expect(placed).toMatchObject({ ALL: before.ALL! + 1, PENDING: before.PENDING! + 1 });
    expect(await filtered()).toEqual(placed);
    await withDatabase(t.databaseUrl, (db) =>
      db.query(`update shop_order set status = 'CANCELLED' where id = $1`, [bare]),
    );
    const moved = await counts();
    expect(moved).toMatchObject({ ALL: placed.ALL, PENDING: before.PENDING, CANCELLED: before.CANCELLED! + 1 });
    expect(await filtered()).toEqual(moved);
  });
});

describe('internal notes', () => {
  it("staff add and read notes, audited on the order; a supplier never reads another supplier's", async () => {
    const byAdmin = await call(t.app, admin.token, 'POST', `/api/backend/order/${both}/notes`, {
      body: '  Call before delivery  ',
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(201);
    expect(byAdmin.body.data).toMatchObject({ body: 'Call before delivery', author: { id: admin.id } });
    expect(
      (await call(t.app, supplierA.token, 'POST', `/api/backend/order/${both}/notes`, { body: 'A: packed' })).status,
    ).toBe(201);
    expect(
      (await call(t.app, supplierB.token, 'POST', `/api/backend/order/${both}/notes`, { body: 'B: packed' })).status,
    ).toBe(201);

    const bodies = async (account: TestAccount) =>
      (await call(t.app, account.token, 'GET', `/api/backend/order/${both}/notes`)).body.data.map(
        (n: { body: string }) => n.body,
      );
    expect(await bodies(admin)).toEqual(['Call before delivery', 'A: packed', 'B: packed']);
    expect(await bodies(supplierA)).toEqual(['Call before delivery', 'A: packed']);
    expect(await bodies(supplierB)).toEqual(['Call before delivery', 'B: packed']);

    const audit = await call(t.app, admin.token, 'GET', `/api/backend/audit/order/${both}`);
    expect(audit.body.data).toContainEqual(
      expect.objectContaining({
        action: 'update',
        changes: [{ field: 'internalNote', from: null, to: 'Call before delivery' }],
      }),
    );
  });

  it('another supplier gets 404 and bad notes get a 400 naming body; nothing is written', async () => {
    const before = await noteCount();
    expect((await call(t.app, supplierB.token, 'GET', `/api/backend/order/${onlyA}/notes`)).status).toBe(404);
    expect(
      (await call(t.app, supplierB.token, 'POST', `/api/backend/order/${onlyA}/notes`, { body: 'sneaky' })).status,
    ).toBe(404);
    expect((await call(t.app, admin.token, 'POST', '/api/backend/order/999999/notes', { body: 'x' })).status).toBe(404);
    for (const payload of [{}, { body: '' }, { body: '   ' }, { body: 'x'.repeat(2001) }]) {
      const refused = await call(t.app, admin.token, 'POST', `/api/backend/order/${both}/notes`, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.field ?? refused.body.message).toContain('body');
    }
    // The shopper has no staff route.
    expect((await call(t.app, shopper.token, 'GET', `/api/backend/order/${both}/notes`)).status).toBe(403);
    expect(await noteCount()).toBe(before);
  });
});
