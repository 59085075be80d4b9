// The order-parts migration on a shop with orders placed before parts existed: orders are placed and moved through
// the app, the migration is taken back (its `down` leaves the orders as an older install holds them) and applied
// again. Every order gets one part per supplier in the order's status, its lines and invoices point at their part,
// its history rows stay the whole order's, a supplier's audit entries become that supplier's, and the dashboard's
// rollups are what they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm } from '../../src/db/orm.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { withDatabase } from '../support/catalog.ts';
import { arrangeStock, call } from '../support/commerce.ts';
import { createAccount } from '../support/identity.ts';

const MIGRATION = 'Migration20261206110000_order_parts';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('upgrading orders to per-supplier parts', () => {
  it("groups each order's lines by supplier into parts in the order's status, and keeps every figure", async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const admin = await createAccount(t.app, { type: 'ADMIN' });
    const a = await arrangeStock(t.databaseUrl, { quantity: 50, price: '2.50', dealerPrice: '2.00' });
    const b = await arrangeStock(t.databaseUrl, {
      quantity: 50,
      price: '1.10',
      dealerPrice: '1.00',
      skipSuppliers: [a.supplierId],
    });
    const supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
    const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
    await call(t.app, shopper.token, 'POST', '/api/frontend/user-location', {
      locationId: province,
      label: 'Home',
      address: 'Street 1',
    });
    const place = async () => {
      for (const stockId of [a.stockId, b.stockId])
        await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId, quantity: 1 });
      return (
        await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
          paymentMethod: 'CASH',
          shippingOption: 'Ground Way',
        })
      ).body.data.id as number;
    };
    const accepted = await place();
    const cancelled = await place();
    await place();
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${accepted}`, {})).status).toBe(200);
    expect(
      (await call(t.app, admin.token, 'PUT', `/api/backend/order/cancelled/${cancelled}`, { reasons: 'test' })).status,
    ).toBe(200);
    expect(
      (await call(t.app, supplierA.token, 'POST', `/api/backend/order/${accepted}/notes`, { body: 'A packs it' }))
        .status,
    ).toBe(201);

    const figures = (db: Parameters<Parameters<typeof withDatabase>[1]>[0]) =>
      Promise.all([
        db.query('select day, supplier_id, status, orders, lines, units, sales from sales_rollup order by 1, 2, 3'),
        db.query('select stock_id, lines, units, sales from stock_sales order by 1'),
      ]).then(([rollup, stocks]) => ({ rollup: rollup.rows, stocks: stocks.rows }));
    const before = await withDatabase(t.databaseUrl, figures);

    const orm = await initOrm(t.databaseUrl);
    try {
      const executed = await orm.migrator.getExecuted();
      const previous = executed[executed.findIndex((m) => m.name === MIGRATION) - 1]!.name;
      await orm.migrator.down({ to: previous });
      await orm.migrator.up();
    } finally {
      await orm.close();
    }

    await withDatabase(t.databaseUrl, async (db) => {
      const parts = await db.query(
        `select o.id as order_id, o.status as order_status, p.supplier_id, p.status from shop_order o join order_part p on p.order_id = o.id order by o.id, p.supplier_id`,
      );
      const orders = await db.query('select id, status from shop_order order by id');
      // Every order with lines: one part per supplier, each in the order's status.
      expect(parts.rows.length).toBe(orders.rows.length * 2);
      expect(parts.rows.every((row) => row.status === row.order_status)).toBe(true);
      expect(
        (
          await db.query(
            'select count(*)::int as n from order_detail d join order_part p on p.id = d.part_id where p.order_id <> d.order_id or p.supplier_id <> d.supplier_id',
          )
        ).rows[0].n,
      ).toBe(0);
      expect(
        (
          await db.query(
            'select count(*)::int as n from invoice i join order_part p on p.id = i.part_id where p.order_id <> i.order_id or p.supplier_id <> i.supplier_id',
          )
        ).rows[0].n,
      ).toBe(0);
      expect((await db.query('select count(*)::int as n from invoice where order_id = $1', [accepted])).rows[0].n).toBe(
        2,
      );
      expect(
        (await db.query('select count(*)::int as n from order_status_history where part_id is not null')).rows[0].n,
      ).toBe(0);
      // The note supplier A's account left is A's entry; the admin's moves are the whole order's.
      const audit = await db.query(
        `select actor_id, supplier_id from audit_entry where entity = 'order' and entity_id = $1 order by id`,
        [accepted],
      );
      expect(audit.rows.filter((row) => row.actor_id === supplierA.id).map((row) => row.supplier_id)).toEqual([
        a.supplierId,
      ]);
      expect(audit.rows.filter((row) => row.actor_id === admin.id).every((row) => row.supplier_id === null)).toBe(true);
      expect(await figures(db)).toEqual(before);
    });

    // The upgraded shop works: supplier A moves its own part of an old order.
    const moved = await call(t.app, supplierA.token, 'PUT', `/api/backend/order/processing/${accepted}`, {});
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.parts).toHaveLength(1);
    expect((await call(t.app, admin.token, 'GET', `/api/backend/order/${accepted}`)).body.data.status).toBe('ACCEPTED');
  });
});
