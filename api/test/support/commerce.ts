// Helpers for the commerce tests: stock arranged straight in the database, JSON calls with a token, and a shopper
// who places orders through the API as the storefront does.
import type { FastifyInstance } from 'fastify';
import { bearer } from './app.ts';
import { withDatabase } from './catalog.ts';
import { createAccount, type TestAccount } from './identity.ts';

export interface StockFixture {
  stockId: number;
  itemId: number;
  supplierId: number;
  baseUnitId: number;
  /** Another unit of the same item (factor > 1), when the item has one. */
  packUnitId: number;
  packFactor: number;
}

/**
 * A stock of a part sold in a pack unit too, set to the given quantity and prices. `skipSuppliers` picks a
 * stock of another supplier than those (for orders spanning several suppliers).
 */
export async function arrangeStock(
  databaseUrl: string,
  fields: {
    quantity: number;
    price: string;
    dealerPrice: string;
    supplierId?: number;
    skipSuppliers?: number[];
    skipStocks?: number[];
  },
): Promise<StockFixture> {
  return withDatabase(databaseUrl, async (db) => {
    const found = await db.query(
      `select s.id as stock_id, s.item_id, st.supplier_id, b.id as base_unit_id, k.id as pack_unit_id, k.factor as pack_factor
       from stock s
       join store st on st.id = s.store_id and st.enabled
       join supplier su on su.id = st.supplier_id and su.enabled
       join item_unit b on b.item_id = s.item_id and b.is_base
       join item_unit k on k.item_id = s.item_id and k.factor > 1
       where ($1::int is null or st.supplier_id = $1) and not (st.supplier_id = any($2::int[])) and not (s.id = any($3::int[]))
       order by s.id limit 1`,
      [fields.supplierId ?? null, fields.skipSuppliers ?? [], fields.skipStocks ?? []],
    );
    const row = found.rows[0];
    if (!row) throw new Error('no stock with a pack unit in the seed');
    await db.query('update stock set quantity = $2, price = $3, dealer_price = $4 where id = $1', [
      row.stock_id,
      fields.quantity,
      fields.price,
      fields.dealerPrice,
    ]);
    return {
      stockId: row.stock_id,
      itemId: row.item_id,
      supplierId: row.supplier_id,
      baseUnitId: row.base_unit_id,
      packUnitId: row.pack_unit_id,
      packFactor: row.pack_factor,
    };
  });
}

export async function stockQuantity(databaseUrl: string, stockId: number): Promise<number> {
  return withDatabase(
    databaseUrl,
    async (db) => (await db.query('select quantity from stock where id = $1', [stockId])).rows[0].quantity,
  );
}

/** A call with a bearer token (null: none); answers the status and the parsed body. */
export async function call(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    headers: token === null ? {} : bearer(token),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

/**
 * What would show a half-placed order, read straight from the database: an order without lines or without
 * its status history, a stock whose quantity is not its last history row's, or an order whose lines and the
 * stock its history says it took disagree. Empty when the order book is whole.
 */
export async function orderBookProblems(databaseUrl: string): Promise<string[]> {
  return withDatabase(databaseUrl, async (db) => {
    const problems: string[] = [];
    const bare = await db.query<{ id: number }>(
      `select o.id from shop_order o
       where not exists (select 1 from order_detail d where d.order_id = o.id)
          or not exists (select 1 from order_status_history h where h.order_id = o.id)`,
    );
    for (const { id } of bare.rows) problems.push(`order ${id} has no lines or no status history`);
    const drifted = await db.query<{ id: number; quantity: number; last: number }>(
      `select s.id, s.quantity, last.quantity_after as last from stock s
       join lateral (select quantity_after from stock_history h where h.stock_id = s.id order by h.id desc limit 1) last on true
       where last.quantity_after <> s.quantity`,
    );
    for (const row of drifted.rows)
      problems.push(`stock ${row.id} holds ${row.quantity} but its history ends at ${row.last}`);
    const unmatched = await db.query<{
      stock_id: number;
      order_id: number;
      taken: number | null;
      ordered: number | null;
    }>(
      `with taken as (
         select stock_id, (note_facts->>'orderId')::int as order_id, sum(quantity_before - quantity_after)::int as units
         from stock_history where reason = 'ORDER' group by 1, 2),
       ordered as (select stock_id, order_id, sum(base_quantity)::int as units from order_detail group by 1, 2)
       select stock_id, order_id, taken.units as taken, ordered.units as ordered
       from taken full join ordered using (stock_id, order_id)
       where taken.units is distinct from ordered.units`,
    );
    for (const row of unmatched.rows)
      problems.push(`order ${row.order_id} took ${row.taken} of stock ${row.stock_id} for lines of ${row.ordered}`);
    return problems;
  });
}

/** A new customer with a saved address in the first province: checkout refuses an order without one. */
export async function shopperWithAddress(app: FastifyInstance): Promise<TestAccount> {
  const shopper = await createAccount(app, { type: 'CUSTOMER' });
  const province = (await app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  const saved = await call(app, shopper.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label: 'Home',
    address: 'Street 1',
  });
  if (saved.status !== 201) throw new Error(`the address was refused: ${JSON.stringify(saved.body)}`);
  return shopper;
}

/**
 * A line of an order a test places: a stock (one unit), a stock and a quantity, or a stock, a quantity and the way its
 * supplier's part ships ('Ground Way', 'STORE_PICKUP'...).
 */
export type OrderLine =
  | Pick<StockFixture, 'stockId'>
  | [Pick<StockFixture, 'stockId'>, number]
  | [Pick<StockFixture, 'stockId' | 'supplierId'>, number, string];

/**
 * The shopper puts each stock in the cart (one unit unless said) and places the order, each part the way its line
 * says or else by road; answers its id. Fails loudly on any refusal, so a test reads on only with a placed order.
 */
export async function placeOrder(
  app: FastifyInstance,
  shopper: TestAccount,
  lines: readonly OrderLine[],
  payment: { paymentMethod: 'BANK' | 'CASH'; khqrCurrency?: 'USD' | 'KHR' },
): Promise<number> {
  const parts: { supplierId: number; option: string }[] = [];
  for (const line of lines) {
    const [stock, quantity, option] = Array.isArray(line) ? line : [line, 1];
    const added = await call(app, shopper.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity });
    if (added.status !== 201) throw new Error(`the cart refused stock ${stock.stockId}: ${JSON.stringify(added.body)}`);
    if (option !== undefined) parts.push({ supplierId: (stock as StockFixture).supplierId, option });
  }
  const placed = await call(app, shopper.token, 'POST', '/api/frontend/order', {
    ...payment,
    ...(parts.length > 0 ? { parts } : { shippingOption: 'Ground Way' }),
  });
  if (placed.status !== 201) throw new Error(`the order was refused: ${JSON.stringify(placed.body)}`);
  return placed.body.data.id as number;
}
