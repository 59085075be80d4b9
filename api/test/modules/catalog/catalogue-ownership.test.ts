// The catalogue is the shop's and admins keep it (issue 33 §1, decisions.md; the rule is catalog/catalogue-ownership.ts),
// tried from the other supplier's side on real PostgreSQL: supplier B tries to change supplier A's accessory, an
// admin's part and accessory, an item both stock, units of all of them, popular and best-seller through every
// route that takes them and through the CSV import; each answer is a 403 (or 409 for a factor in use) with its code,
// and the whole database is unchanged (every table's fingerprint, audit trail included). Then the writes the rule
// still allows: a supplier's own item nobody else stocks, an admin's any change but a factor in use.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogImportService } from '../../../src/modules/catalog-import/import.service.ts';
import { runAs } from '../../../src/modules/platform/audit-context.ts';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { createAccount, seededSupplierIds, type TestAccount } from '../../support/identity.ts';
import { upgradeFrom } from '../../support/upgrade.ts';

let t: TestApp;
let db: pg.Client;
let admin: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let storeA: number;
let storeB: number;
let maker: number;
let accessoryCategory: number;
let category: number;
let boxType: number;
let crateType: number;

/** Items made for the tries, by who made them and who stocks them. */
const items = {} as {
  aOwn: number; // added by A, stocked by nobody
  aStocked: number; // added by A, stocked by A only (its units are in use)
  shared: number; // added by A, stocked by B too
  bOwn: number; // added by B
  adminAccessory: number;
  adminPart: number;
};
const units = {} as { aBox: number; aStockedBox: number; adminBox: number; sharedBox: number };
let adminPartId: number;
let fitmentId: number;

const call = async (method: string, url: string, who: TestAccount, payload?: unknown) => {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(who.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
};
const one = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows[0] as T;

async function accessory(who: TestAccount, partNumber: string): Promise<number> {
  const made = await call('POST', '/api/backend/item', who, {
    partNumber,
    name: `Mat ${partNumber}`,
    brandItemId: maker,
    accessoryCategoryId: accessoryCategory,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.id;
}
async function unit(itemId: number, unitTypeId: number, factor: number): Promise<number> {
  const made = await call('POST', '/api/backend/item-unit', admin, { itemId, unitTypeId, factor });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.id;
}
const stock = (storeId: number, itemId: number) =>
  db.query(
    'insert into stock (store_id, item_id, quantity, price, dealer_price, alert_threshold, created_at, updated_at) values ($1, $2, 5, 10, 9, 1, now(), now())',
    [storeId, itemId],
  );

beforeAll(async () => {
  t = await startTestApp();
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  const [a, b] = await seededSupplierIds(t.app);
  admin = await createAccount(t.app, { type: 'ADMIN' });
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a! });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b! });
  storeA = (await one<{ id: number }>('select id from store where supplier_id = $1', [a])).id;
  storeB = (await one<{ id: number }>('select id from store where supplier_id = $1', [b])).id;
  maker = (await one<{ id: number }>('select id from brand_item order by id limit 1')).id;
  accessoryCategory = (await one<{ id: number }>('select id from accessory_category order by id limit 1')).id;
  category = (await one<{ id: number }>('select id from category order by id limit 1')).id;
  boxType = (await one<{ id: number }>("select id from unit_type where name = 'Box'")).id;
  crateType = (await call('POST', '/api/backend/unit-type', admin, { name: 'Crate' })).body.data.id;

  items.aOwn = await accessory(supplierA, 'OWN-A-1');
  items.aStocked = await accessory(supplierA, 'OWN-A-2');
  items.shared = await accessory(supplierA, 'OWN-A-3');
  items.bOwn = await accessory(supplierB, 'OWN-B-1');
  items.adminAccessory = await accessory(admin, 'OWN-ADM-1');
  const part = await call('POST', '/api/backend/part', admin, {
    partNumber: 'OWN-ADM-2',
    name: 'Admin pad',
    brandItemId: maker,
    categoryId: category,
  });
  adminPartId = part.body.data.id;
  items.adminPart = part.body.data.itemId;
  units.aBox = await unit(items.aOwn, boxType, 10);
  units.aStockedBox = await unit(items.aStocked, boxType, 10);
  units.adminBox = await unit(items.adminPart, boxType, 10);
  units.sharedBox = await unit(items.shared, boxType, 10);
  await stock(storeA, items.aStocked);
  await stock(storeA, items.shared);
  await stock(storeB, items.shared);
  const model = await one<{ id: number }>('select m.id from vehicle_model m order by id limit 1');
  const fit = await call('POST', '/api/backend/part-fit', admin, {
    partId: adminPartId,
    yearFrom: 1990,
    yearTo: 2030,
    vehicles: [{ modelId: model.id }],
  });
  fitmentId = fit.body.data.fits[0].id;
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

interface Refusal {
  what: string;
  who: () => TestAccount;
  method: string;
  url: () => string;
  body?: () => unknown;
  csv?: string;
  status: number;
  code: string;
  reason?: string;
}

const csvLines = (...lines: string[]) => lines.join('\r\n');

/** Every write supplier B (or, for a factor in use, anyone) must not make; each one changes nothing. */
const refusals: Refusal[] = [
  // item: another supplier's, the shop's, one both stock; delete too.
  {
    what: "rename A's accessory",
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/item/${items.aOwn}`,
    body: () => ({ name: 'Renamed by B' }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'OTHER_SUPPLIER',
  },
  {
    what: "rename the admin's part and make it popular",
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/item/${items.adminPart}`,
    body: () => ({ name: 'Renamed by B', popular: true }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'SHOP',
  },
  {
    what: "rename the admin's accessory",
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/item/${items.adminAccessory}`,
    body: () => ({ name: 'Renamed by B' }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'SHOP',
  },
  {
    what: "change the condition of A's accessory",
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/item/${items.aOwn}`,
    body: () => ({ condition: 'New' }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'OTHER_SUPPLIER',
  },
  {
    what: 'A renames its item that B stocks too',
    who: () => supplierA,
    method: 'PUT',
    url: () => `/api/backend/item/${items.shared}`,
    body: () => ({ name: 'Renamed by A' }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'SHARED',
  },
  {
    what: 'B renames the item A added and both stock',
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/item/${items.shared}`,
    body: () => ({ name: 'Renamed by B' }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'OTHER_SUPPLIER',
  },
  {
    what: "delete A's accessory",
    who: () => supplierB,
    method: 'DELETE',
    url: () => `/api/backend/item/${items.aOwn}`,
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'OTHER_SUPPLIER',
  },
  {
    what: "delete the admin's part",
    who: () => supplierB,
    method: 'DELETE',
    url: () => `/api/backend/item/${items.adminPart}`,
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'SHOP',
  },
  {
    what: 'A deletes its item that B stocks too',
    who: () => supplierA,
    method: 'DELETE',
    url: () => `/api/backend/item/${items.shared}`,
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'SHARED',
  },
  // popular through item, item/all, its own item.
  {
    what: 'make its own accessory popular',
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/item/${items.bOwn}`,
    body: () => ({ name: 'Mine', popular: true }),
    status: 403,
    code: 'ADMIN_ONLY_FIELD',
  },
  {
    what: 'add a popular accessory',
    who: () => supplierB,
    method: 'POST',
    url: () => '/api/backend/item',
    body: () => ({
      partNumber: 'POP-B-1',
      name: 'Popular mat',
      brandItemId: maker,
      accessoryCategoryId: accessoryCategory,
      popular: true,
    }),
    status: 403,
    code: 'ADMIN_ONLY_FIELD',
  },
  {
    what: 'add several accessories, one popular',
    who: () => supplierB,
    method: 'POST',
    url: () => '/api/backend/item/all',
    body: () => ({
      items: [
        { partNumber: 'POP-B-2', name: 'Mat', brandItemId: maker, accessoryCategoryId: accessoryCategory },
        {
          partNumber: 'POP-B-3',
          name: 'Mat',
          brandItemId: maker,
          accessoryCategoryId: accessoryCategory,
          popular: true,
        },
      ],
    }),
    status: 403,
    code: 'ADMIN_ONLY_FIELD',
  },
  // item-unit: the box of 10 of another supplier's item and of the shop's.
  {
    what: "turn A's box of 10 into 1",
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/item-unit/${units.aBox}`,
    body: () => ({ factor: 1 }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'OTHER_SUPPLIER',
  },
  {
    what: "turn the admin part's box of 10 into 1",
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/item-unit/${units.adminBox}`,
    body: () => ({ factor: 1 }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'SHOP',
  },
  {
    what: "retype A's box",
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/item-unit/${units.aBox}`,
    body: () => ({ unitTypeId: crateType }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'OTHER_SUPPLIER',
  },
  {
    what: "add a unit to A's accessory",
    who: () => supplierB,
    method: 'POST',
    url: () => '/api/backend/item-unit',
    body: () => ({ itemId: items.aOwn, unitTypeId: crateType, factor: 2 }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'OTHER_SUPPLIER',
  },
  {
    what: "add a unit to the admin's part",
    who: () => supplierB,
    method: 'POST',
    url: () => '/api/backend/item-unit',
    body: () => ({ itemId: items.adminPart, unitTypeId: crateType, factor: 2 }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'SHOP',
  },
  {
    what: "make a unit of A's accessory its base",
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/item-unit/unit/${units.aBox}`,
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'OTHER_SUPPLIER',
  },
  {
    what: "delete A's box",
    who: () => supplierB,
    method: 'DELETE',
    url: () => `/api/backend/item-unit/${units.aBox}`,
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'OTHER_SUPPLIER',
  },
  {
    what: 'A turns the box of its item B stocks into 1',
    who: () => supplierA,
    method: 'PUT',
    url: () => `/api/backend/item-unit/${units.sharedBox}`,
    body: () => ({ factor: 1 }),
    status: 403,
    code: 'ITEM_NOT_YOURS',
    reason: 'SHARED',
  },
  // A unit in use keeps its factor, for its own supplier and for admins.
  {
    what: 'A changes the factor of its stocked box',
    who: () => supplierA,
    method: 'PUT',
    url: () => `/api/backend/item-unit/${units.aStockedBox}`,
    body: () => ({ factor: 1 }),
    status: 409,
    code: 'UNIT_FACTOR_IN_USE',
  },
  {
    what: 'an admin changes the factor of a stocked box',
    who: () => admin,
    method: 'PUT',
    url: () => `/api/backend/item-unit/${units.aStockedBox}`,
    body: () => ({ factor: 12 }),
    status: 409,
    code: 'UNIT_FACTOR_IN_USE',
  },
  {
    what: 'an admin changes the factor of a box both stock',
    who: () => admin,
    method: 'PUT',
    url: () => `/api/backend/item-unit/${units.sharedBox}`,
    body: () => ({ factor: 1 }),
    status: 409,
    code: 'UNIT_FACTOR_IN_USE',
  },
  // part, fitment and import routes are admins' (routes.tsv): the guard refuses a supplier before anything runs.
  {
    what: "rename the admin's part and make it popular (part route)",
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/part/${adminPartId}`,
    body: () => ({ name: 'Renamed by B', popular: true }),
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    what: 'add a best-selling part',
    who: () => supplierB,
    method: 'POST',
    url: () => '/api/backend/part',
    body: () => ({ partNumber: 'POP-B-4', name: 'Pad', brandItemId: maker, categoryId: category, bestSeller: true }),
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    what: 'switch popular',
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/part/popular/${adminPartId}`,
    body: () => ({ value: true }),
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    what: 'switch best-seller',
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/part/best-seller/${adminPartId}`,
    body: () => ({ value: true }),
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    what: "delete the admin's part (part route)",
    who: () => supplierB,
    method: 'DELETE',
    url: () => `/api/backend/part/${adminPartId}`,
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    what: 'fit the part to more vehicles',
    who: () => supplierB,
    method: 'POST',
    url: () => '/api/backend/part-fit',
    body: () => ({ partId: adminPartId, yearFrom: 2000, yearTo: 2001, vehicles: [{ modelId: 1 }] }),
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    what: 'change a fitment',
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/part-fit/${fitmentId}`,
    body: () => ({ position: 'Rear' }),
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    what: "change a fitment's range",
    who: () => supplierB,
    method: 'PUT',
    url: () => `/api/backend/part-fit/detail/${fitmentId}`,
    body: () => ({ note: 'B was here' }),
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    what: 'delete a fitment',
    who: () => supplierB,
    method: 'DELETE',
    url: () => `/api/backend/part-fit/${fitmentId}`,
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    what: "rename the admin's part by CSV",
    who: () => supplierB,
    method: 'POST',
    url: () => '/api/backend/import/parts',
    csv: csvLines('part_number,name', 'OWN-ADM-2,Renamed by B'),
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    what: "rename the admin's part by CSV (dry run)",
    who: () => supplierB,
    method: 'POST',
    url: () => '/api/backend/import/parts/dry-run',
    csv: csvLines('part_number,name', 'OWN-ADM-2,Renamed by B'),
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    what: 'add fitments by CSV',
    who: () => supplierB,
    method: 'POST',
    url: () => '/api/backend/import/fitments',
    csv: csvLines('part_number,brand,model,year_from,year_to', 'OWN-ADM-2,Toyota,Camry,2010,2011'),
    status: 403,
    code: 'FORBIDDEN',
  },
];

describe('writes the catalogue refuses', () => {
  const refused: string[] = [];

  it.each(refusals.map((refusal) => [refusal.what, refusal] as const))(
    '%s: refused with its code, nothing changed',
    async (_what, refusal) => {
      const before = await databaseFingerprint(db);
      const who = refusal.who();
      const response = refusal.csv
        ? await t.app.inject({
            method: 'POST',
            url: refusal.url(),
            headers: { ...bearer(who.token), 'content-type': 'text/csv' },
            payload: refusal.csv,
          })
        : await t.app.inject({
            method: refusal.method as 'PUT',
            url: refusal.url(),
            headers: bearer(who.token),
            ...(refusal.body ? { payload: refusal.body() as object } : {}),
          });
      const body = response.json();
      expect(response.statusCode, JSON.stringify(body)).toBe(refusal.status);
      expect(body.code).toBe(refusal.code);
      if (refusal.reason) expect(body.facts).toMatchObject({ reason: refusal.reason });
      expect(await databaseFingerprint(db)).toEqual(before);
      refused.push(refusal.what);
    },
  );

  it('counts them', () => {
    const bySupplier = refusals.filter((refusal) => refusal.who() !== admin);
    console.info(
      `catalogue ownership: supplier writes refused ${refused.filter((what) => bySupplier.some((r) => r.what === what)).length} of ${bySupplier.length}; ` +
        `factor changes of a unit in use refused ${refused.filter((what) => refusals.some((r) => r.what === what && r.code === 'UNIT_FACTOR_IN_USE')).length} of ${refusals.filter((r) => r.code === 'UNIT_FACTOR_IN_USE').length}`,
    );
    expect(refused).toHaveLength(refusals.length);
  });

  it('the original probe: the admin part keeps its name and stays off the popular list', async () => {
    const part = await one<{ name: string; popular: boolean }>('select name, popular from part where id = $1', [
      adminPartId,
    ]);
    expect(part).toEqual({ name: 'Admin pad', popular: false });
    const box = await one<{ factor: number }>('select factor from item_unit where id = $1', [units.aBox]);
    expect(box.factor).toBe(10);
  });
});

describe('the CSV import asks the same rule', () => {
  // routes.tsv gives the import routes to admins only, so the guard refuses a supplier first (above); this runs the
  // import service itself as supplier B, as a route opened to suppliers would, and gets the item routes' refusal.
  it.each(['dryRun', 'apply'] as const)(
    "%s of a file renaming the shop's part as supplier B: 403 ITEM_NOT_YOURS, nothing changed",
    async (step) => {
      const before = await databaseFingerprint(db);
      const imports = new CatalogImportService(t.app.orm);
      const run = runAs({ id: supplierB.id, type: 'SUPPLIER' }, () =>
        imports[step]('parts', csvLines('part_number,name', 'OWN-ADM-2,Renamed by B')),
      );
      await expect(run).rejects.toMatchObject({
        statusCode: 403,
        code: 'ITEM_NOT_YOURS',
        facts: { itemId: items.adminPart, reason: 'SHOP' },
      });
      expect(await databaseFingerprint(db)).toEqual(before);
    },
  );

  it("an admin imports the same file; a part it adds is the shop's", async () => {
    const imports = new CatalogImportService(t.app.orm);
    const category = (await one<{ name: string }>('select name from category order by id limit 1')).name;
    const makerName = (await one<{ name: string }>('select name from brand_item order by id limit 1')).name;
    const file = csvLines(
      'part_number,name,maker,category,unit',
      'OWN-ADM-2,Renamed by the admin,,,',
      `OWN-ADM-3,New pad,${makerName},${category},Piece`,
    );
    const report = await runAs({ id: admin.id, type: 'ADMIN' }, () => imports.apply('parts', file));
    expect(report).toMatchObject({ applied: true, add: 1, update: 1, rejected: [] });
    expect(await one('select name from part where id = $1', [adminPartId])).toEqual({ name: 'Renamed by the admin' });
    expect(
      await one(
        "select i.created_by_supplier_id from item i join part p on p.item_id = i.id where p.part_number = 'OWN-ADM-3'",
      ),
    ).toEqual({ created_by_supplier_id: null });
    await db.query('update part set name = $1 where id = $2', ['Admin pad', adminPartId]);
  });
});

describe('what each viewer may change', () => {
  it('every staff reads every item; the answer says who may change it and why not', async () => {
    const view = async (who: TestAccount, itemId: number) =>
      (await call('GET', `/api/backend/item/${itemId}`, who)).body.data;
    expect(await view(supplierB, items.aOwn)).toMatchObject({ editable: false, lock: 'OTHER_SUPPLIER' });
    expect(await view(supplierB, items.adminPart)).toMatchObject({ editable: false, lock: 'SHOP' });
    expect(await view(supplierB, items.bOwn)).toMatchObject({ editable: true, lock: null });
    expect(await view(supplierA, items.aOwn)).toMatchObject({ editable: true, lock: null });
    expect(await view(supplierA, items.shared)).toMatchObject({ editable: false, lock: 'SHARED' });
    expect(await view(admin, items.shared)).toMatchObject({ editable: true, lock: null });
    const accessories = (await call('GET', '/api/backend/item/accessory?search=OWN-&size=100', supplierB)).body
      .data as { itemId: number; editable: boolean; lock: string | null }[];
    expect(accessories.find((row) => row.itemId === items.bOwn)).toMatchObject({ editable: true });
    expect(accessories.find((row) => row.itemId === items.aOwn)).toMatchObject({
      editable: false,
      lock: 'OTHER_SUPPLIER',
    });
    const list = (await call('GET', '/api/backend/item?search=OWN-&size=100', supplierB)).body.data as {
      id: number;
      editable: boolean;
    }[];
    expect(list.filter((row) => row.editable).map((row) => row.id)).toEqual([items.bOwn]);
    const boxes = (await call('GET', `/api/backend/item-unit/item/${items.aStocked}`, supplierB)).body.data as {
      id: number;
      factorFixed: boolean;
    }[];
    expect(boxes.find((row) => row.id === units.aStockedBox)).toMatchObject({ factorFixed: true });
    const free = (await call('GET', `/api/backend/item-unit/${units.aBox}`, supplierB)).body.data;
    expect(free).toMatchObject({ factorFixed: false });
  });

  it('records who added an item: the supplier for its own, nobody (the shop) for an admin', async () => {
    const creator = async (itemId: number) =>
      (
        await one<{ created_by_supplier_id: number | null }>('select created_by_supplier_id from item where id = $1', [
          itemId,
        ])
      ).created_by_supplier_id;
    const [a, b] = await seededSupplierIds(t.app);
    expect(await creator(items.aOwn)).toBe(a);
    expect(await creator(items.bOwn)).toBe(b);
    expect(await creator(items.adminAccessory)).toBeNull();
    expect(await creator(items.adminPart)).toBeNull();
  });
});

describe('writes the catalogue still allows', () => {
  it('a supplier changes its own accessory nobody else stocks, and its units, audited', async () => {
    const renamed = await call('PUT', `/api/backend/item/${items.aOwn}`, supplierA, {
      name: 'A mat, renamed',
      popular: false,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'A mat, renamed', editable: true });
    const changed = await call('PUT', `/api/backend/item-unit/${units.aBox}`, supplierA, { factor: 12 });
    expect(changed.body.data).toMatchObject({ factor: 12, factorFixed: false });
    const crate = await call('POST', '/api/backend/item-unit', supplierA, {
      itemId: items.aOwn,
      unitTypeId: crateType,
      factor: 40,
    });
    expect(crate.status).toBe(201);
    expect((await call('DELETE', `/api/backend/item-unit/${crate.body.data.id}`, supplierA)).status).toBe(200);
    const audited = await one<{ n: number }>(
      "select count(*)::int as n from audit_entry where entity = 'accessory' and action = 'update' and actor_id = $1",
      [supplierA.id],
    );
    expect(audited.n).toBeGreaterThan(0);
  });

  it('a supplier changes the unit type of its stocked item (not the factor) and deletes its own unstocked item', async () => {
    expect(
      (await call('PUT', `/api/backend/item-unit/${units.aStockedBox}`, supplierA, { unitTypeId: crateType })).status,
    ).toBe(200);
    const gone = await accessory(supplierA, 'OWN-A-9');
    expect((await call('DELETE', `/api/backend/item/${gone}`, supplierA)).status).toBe(200);
    expect(await one('select count(*)::int as n from item where id = $1', [gone])).toEqual({ n: 0 });
  });

  it('an admin changes any item, popular and best-seller included, and a factor nobody uses', async () => {
    const shared = await call('PUT', `/api/backend/item/${items.shared}`, admin, { name: 'Shared mat', popular: true });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(await one('select name, popular from accessory where item_id = $1', [items.shared])).toEqual({
      name: 'Shared mat',
      popular: true,
    });
    expect(
      (await call('PUT', `/api/backend/part/${adminPartId}`, admin, { popular: true, bestSeller: true })).body.data,
    ).toMatchObject({ popular: true, bestSeller: true });
    expect(
      (await call('PUT', `/api/backend/part/best-seller/${adminPartId}`, admin, { value: false })).body.data.bestSeller,
    ).toBe(false);
    expect((await call('PUT', `/api/backend/item-unit/${units.adminBox}`, admin, { factor: 6 })).body.data.factor).toBe(
      6,
    );
    expect((await call('PUT', `/api/backend/item/${items.aOwn}`, admin, { name: 'Admin was here' })).status).toBe(200);
  });

  it('an unchanged popular value is not a change: a supplier may send its record back as it is', async () => {
    expect(
      (await call('PUT', `/api/backend/item/${items.bOwn}`, supplierB, { name: 'B mat', popular: false })).status,
    ).toBe(200);
    await db.query('update accessory set popular = true where item_id = $1', [items.bOwn]);
    expect(
      (await call('PUT', `/api/backend/item/${items.bOwn}`, supplierB, { name: 'B mat 2', popular: true })).status,
    ).toBe(200);
    expect((await call('PUT', `/api/backend/item/${items.bOwn}`, supplierB, { popular: false })).body).toMatchObject({
      statusCode: 403,
      code: 'ADMIN_ONLY_FIELD',
      field: 'popular',
    });
  });
});

describe('the migration that gives items their adder', () => {
  it("takes the adder from the audit trail's create entries by supplier accounts; every other item is the shop's", async () => {
    const { supplierId, bySupplier, byAdmin, unaudited, rows } = await upgradeFrom(
      'Migration20261124131000_rollup_counts_orders',
      async (scratch) => {
        const insertedIds = async (query: string) => (await scratch.query<{ id: number }>(query)).rows;
        const [supplier] = await insertedIds(
          "insert into supplier (name, phone, email, address, enabled, created_at, updated_at) values ('Old supplier', '1', 'a@b.c', 'x', true, now(), now()) returning id",
        );
        const [account] = await insertedIds(
          `insert into user_account (type, name, email, supplier_id, enabled, dealer_approved, token_version, created_at, updated_at)
           values ('SUPPLIER', 'Old', 'old@test.parts', ${supplier!.id}, true, false, 0, now(), now()) returning id`,
        );
        const made = await insertedIds(
          "insert into item (type, condition, created_at) values ('Accessory', 'New', now()), ('Accessory', 'New', now()), ('Part', 'New', now()) returning id",
        );
        const [bySupplier, byAdmin, unaudited] = made.map((row) => row.id);
        await scratch.query(`insert into audit_entry (at, actor_id, actor_type, entity, entity_id, action, changes) values
          (now(), ${account!.id}, 'SUPPLIER', 'item', ${bySupplier}, 'create', '[]'),
          (now(), ${account!.id}, 'SUPPLIER', 'item', ${byAdmin}, 'update', '[]'),
          (now(), 1, 'ADMIN', 'item', ${byAdmin}, 'create', '[]')`);
        return { supplierId: supplier!.id, bySupplier, byAdmin, unaudited };
      },
      async (scratch, old) => ({
        ...old,
        rows: (await scratch.query('select id, created_by_supplier_id from item order by id')).rows,
      }),
      { to: 'Migration20261206100000_catalogue_ownership' },
    );
    expect(rows).toEqual([
      { id: bySupplier, created_by_supplier_id: supplierId },
      { id: byAdmin, created_by_supplier_id: null },
      { id: unaudited, created_by_supplier_id: null },
    ]);
  });
});
