// The audit trail as a person reads it: records and the records their fields point at come with their names (not
// ids), a part's history holds its fitments' changes (also of one removed), an undo is a `revert` that says what
// it took back (not an empty delete), and what the system wrote is a code with facts, never English.
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { AuditEntryView } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let supplier: TestAccount;
let supplierId: number;
const call = async (method: string, url: string, payload?: object, token = admin.token) => {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};
const one = <T>(text: string, params: unknown[] = []) =>
  withDatabase(t.databaseUrl, async (db) => (await db.query(text, params)).rows[0] as T);
const entries = async (url: string, token = admin.token) =>
  (await call('GET', url, undefined, token)).body.data as AuditEntryView[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  supplierId = (await one<{ id: number }>('select id from supplier order by id limit 1')).id;
  supplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId });
});
afterAll(() => t?.close());

describe('the audit trail names what it shows', () => {
  let partId: number;

  it('names a new part and the maker and category its fields point at, in both languages where there is Khmer', async () => {
    const maker = await one<{ id: number }>("select id from brand_item where name = 'Bosch'");
    const category = await one<{ id: number; name: string; name_kh: string | null }>(
      "select id, name, name_kh from category where name = 'Brakes'",
    );
    const made = await call('POST', '/api/backend/part', {
      partNumber: 'STORY-0001',
      name: 'Story Brake Pad',
      nameKh: 'បន្ទះហ្វ្រាំងរឿង',
      brandItemId: maker.id,
      categoryId: category.id,
    });
    expect(made.status).toBe(201);
    partId = made.body.data.id as number;
    const [created] = await entries(`/api/backend/audit?entity=part&entityId=${partId}`);
    expect(created).toMatchObject({
      action: 'create',
      record: { name: 'Story Brake Pad (STORY-0001)', nameKh: 'បន្ទះហ្វ្រាំងរឿង (STORY-0001)' },
    });
    const byField = new Map(created!.changes.map((change) => [change.field, change]));
    expect(byField.get('brandItem')).toMatchObject({
      from: null,
      to: maker.id,
      kind: 'brand-item',
      fromName: null,
      toName: { name: 'Bosch' },
    });
    expect(byField.get('category')).toMatchObject({
      kind: 'category',
      toName: { name: category.name, nameKh: category.name_kh },
    });
    // A plain field is not a reference: no kind, no names.
    expect(byField.get('name')).toEqual({ field: 'name', from: null, to: 'Story Brake Pad' });
  });

  it("keeps a fitment's changes in its part's history, with the vehicle named, also after it is removed", async () => {
    const toyota = await one<{ id: number }>("select id from brand where name = 'Toyota'");
    const models = (await call('GET', `/api/backend/part-fit/brand/${toyota.id}`)).body.data as {
      id: number;
      name: string;
      years: { value: number }[];
    }[];
    const camry = models.find((model) => model.name === 'Camry')!;
    const year = camry.years[0]!.value;
    const added = await call('POST', '/api/backend/part-fit', {
      partId,
      yearFrom: year,
      yearTo: year,
      vehicles: [{ modelId: camry.id, position: 'Rear' }],
    });
    expect(added.status).toBe(201);
    const fit = (await call('GET', `/api/backend/part-fit?partId=${partId}`)).body.data[0] as { id: number };

    const history = await entries(`/api/backend/audit/part/${partId}`);
    const fitCreated = history.find((entry) => entry.entity === 'part-fit' && entry.action === 'create')!;
    expect(fitCreated).toMatchObject({
      entityId: fit.id,
      // The fitment's page is its part's.
      record: { name: `Story Brake Pad · Camry ${year}`, pageId: partId },
    });
    expect(fitCreated.changes.find((change) => change.field === 'model')).toMatchObject({
      kind: 'model',
      toName: { name: 'Camry' },
    });
    expect(history.at(-1)).toMatchObject({ entity: 'part', action: 'create' });

    expect((await call('DELETE', `/api/backend/part-fit/${fit.id}`)).status).toBe(200);
    const after = await entries(`/api/backend/audit/part/${partId}`);
    const removed = after.find((entry) => entry.entity === 'part-fit' && entry.action === 'delete')!;
    // A delete says what went (it used to be an empty DELETE).
    expect(removed.changes.map((change) => change.field)).toEqual(expect.arrayContaining(['part', 'model', 'year']));
    expect(removed.changes.find((change) => change.field === 'part')).toMatchObject({
      from: partId,
      to: null,
      fromName: { name: 'Story Brake Pad (STORY-0001)' },
    });
    expect(after.filter((entry) => entry.entity === 'part-fit')).toHaveLength(2);
  });
});

describe('an undo reads as an undo', () => {
  it('records dropping a translation as a revert that says which text it took back', async () => {
    const key = generateMessageId('Add to cart');
    const made = await call('POST', '/api/backend/translation', { language: 'kh', key, value: 'ដាក់ក្នុងរទេះរឿង' });
    expect(made.status).toBe(201);
    const id = made.body.data.id as number;
    expect((await call('DELETE', `/api/backend/translation/${id}`)).status).toBe(200);
    const [undo] = await entries(`/api/backend/audit?entity=translation&entityId=${id}`);
    expect(undo).toMatchObject({ action: 'revert' });
    expect(undo!.changes).toEqual(
      expect.arrayContaining([
        { field: 'value', from: 'ដាក់ក្នុងរទេះរឿង', to: null },
        { field: 'language', from: 'kh', to: null },
      ]),
    );
  });

  it("records an adjustment taken back as a revert, and the stock's move as a code with facts", async () => {
    const stock = await arrangeStock(t.databaseUrl, { quantity: 10, price: '5.00', dealerPrice: '4.00', supplierId });
    const made = await call(
      'POST',
      '/api/backend/adjustment',
      { stockId: stock.stockId, kind: 'FOUND', quantity: 2, reason: 'Behind the shelf' },
      supplier.token,
    );
    expect(made.status).toBe(201);
    const adjustmentId = made.body.data.id as number;
    expect((await call('DELETE', `/api/backend/adjustment/${adjustmentId}`, undefined, supplier.token)).status).toBe(
      200,
    );
    const [undo] = await entries(`/api/backend/audit?entity=adjustment&entityId=${adjustmentId}`);
    expect(undo).toMatchObject({ action: 'revert', record: null });
    expect(undo!.changes).toEqual(expect.arrayContaining([{ field: 'quantity', from: 2, to: null }]));
    const [stockMove] = await entries(`/api/backend/audit/stock/${stock.stockId}`, supplier.token);
    expect(stockMove).toMatchObject({
      action: 'stock',
      note: null,
      noteCode: 'ADJUSTMENT_UNDONE',
      noteFacts: { adjustmentId, kind: 'FOUND' },
      changes: [{ field: 'quantity', from: 12, to: 10 }],
    });
    // The stock is named by its part and store.
    expect(stockMove!.record?.name).toMatch(/ · /);
  });
});
