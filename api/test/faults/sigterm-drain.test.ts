// SIGTERM while shoppers are placing orders, against the real process (`node src/server.ts`) on a test
// database: the orders it had accepted finish (201), requests after the signal are refused cleanly (the
// connection is refused, or 503 SHUTTING_DOWN), nothing answers 500 or is cut off mid-answer, the process
// exits 0, and the database holds exactly the orders that were answered 201, each whole.
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../support/catalog.ts';
import { arrangeStock, orderBookProblems, stockQuantity, type StockFixture } from '../support/commerce.ts';
import { createTestDatabase, dropTestDatabase } from '../support/database.ts';
import { startServerProcess } from '../support/server-process.ts';

const SHOPPERS = 24;
const STOCK = 500;
let databaseUrl: string;

interface Answer {
  status?: number;
  code?: string;
  error?: string;
}

const startServer = () =>
  startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      JWT_SECRET: 'sigterm-drain-test-secret-0123456789abcdef',
      LOGIN_ADDRESS_RATE_LIMIT: '100000',
      CATALOG_CACHE_ENTRIES: '0',
    },
    90_000,
  );

// Keep-alive connections opened before the signal, as a load balancer keeps them: a request sent on one is
// accepted by the server, so it must get a whole answer. (Connections still in the kernel's accept queue when
// the listener closes are reset by the kernel: those requests were never accepted.)
const agent = new Agent({ keepAlive: true, maxSockets: SHOPPERS + 4 });

function send(
  base: string,
  method: string,
  body?: unknown,
  token?: string,
): Promise<Answer & { json?: { data?: { token?: string; id?: number } } }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const url = new URL(base);
    const request = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const json = JSON.parse(text) as { code?: string; data?: { token?: string; id?: number } };
          resolve({ status: response.statusCode, code: json.code, json });
        });
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(payload);
  });
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
});
afterAll(async () => {
  if (databaseUrl) await dropTestDatabase(databaseUrl);
});

describe('SIGTERM under load', () => {
  it('finishes the orders it accepted, refuses the rest cleanly, and leaves no order half-placed', async () => {
    const server = await startServer();
    let stock: StockFixture | undefined;
    try {
      stock = await arrangeStock(databaseUrl, { quantity: STOCK, price: '2.50', dealerPrice: '2.00' });
      const province = (
        (await send(`${server.url}/api/frontend/location`, 'GET')).json as unknown as { data: { id: number }[] }
      ).data[0]!.id;
      const tokens: string[] = [];
      for (let i = 0; i < SHOPPERS; i += 1) {
        const registered = await send(`${server.url}/auth/register`, 'POST', {
          name: `Drain ${i}`,
          email: `drain-${i}-${Date.now()}@test.parts`,
          password: 'Sturdy-pass-42',
        });
        expect(registered.status, JSON.stringify(registered)).toBe(201);
        const token = registered.json!.data!.token!;
        expect(
          (
            await send(
              `${server.url}/api/frontend/user-location`,
              'POST',
              { locationId: province, label: 'Home', address: 'Street 1' },
              token,
            )
          ).status,
        ).toBe(201);
        expect(
          (await send(`${server.url}/api/frontend/cart`, 'POST', { stockId: stock.stockId, quantity: 2 }, token))
            .status,
        ).toBe(201);
        tokens.push(token);
      }

      // One open connection per shopper (the registrations above opened them one by one).
      const warm = await Promise.all(tokens.map((token) => send(`${server.url}/auth/me`, 'GET', undefined, token)));
      expect(warm.every((answer) => answer.status === 200)).toBe(true);
      const order = { paymentMethod: 'CASH', shippingOption: 'Ground Way' };
      const received = () => (server.output().match(/"url":"\/api\/frontend\/order"/g) ?? []).length;
      const accepted = tokens.map((token) => send(`${server.url}/api/frontend/order`, 'POST', order, token));
      // The signal comes while the server is in the middle of them.
      while (received() < 4) await new Promise((resolve) => setTimeout(resolve, 2));
      server.child.kill('SIGTERM');
      // Requests sent after the signal: refused, never half-answered.
      const late: Promise<Answer>[] = [];
      for (let i = 0; i < 10; i += 1) {
        late.push(send(`${server.url}/api/frontend/brand?size=1`, 'GET'));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const early = await Promise.all(accepted);
      const after = await Promise.all(late);
      expect(await server.exit).toBe(0);

      const label = (answers: Answer[]) => answers.map((a) => a.error ?? `${a.status}${a.code ? ` ${a.code}` : ''}`);
      console.info(
        `SIGTERM drain: orders fired before the signal ${JSON.stringify(tally(label(early)))}; requests after it ${JSON.stringify(tally(label(after)))}`,
      );
      const refused = (answer: Answer) =>
        (answer.status === 503 && answer.code === 'SHUTTING_DOWN') || answer.error === 'ECONNREFUSED';
      for (const answer of early)
        expect(answer.status === 201 || refused(answer), `sent before the signal: ${JSON.stringify(answer)}`).toBe(
          true,
        );
      // A new request on a keep-alive connection the server is closing at that very moment is reset (HTTP's
      // keep-alive race; clients retry it): refused too, never half-answered.
      for (const answer of after) {
        expect(
          answer.status === 200 || refused(answer) || answer.error === 'ECONNRESET',
          `sent after the signal: ${JSON.stringify(answer)}`,
        ).toBe(true);
      }
      const placed = early.filter((answer) => answer.status === 201).length;
      expect(placed, 'the orders in flight when the signal came were finished').toBeGreaterThan(0);
      expect(await orderBookProblems(databaseUrl)).toEqual([]);
      const orders = await withDatabase(
        databaseUrl,
        async (db) => (await db.query('select count(*)::int as n from shop_order')).rows[0].n as number,
      );
      expect(orders, 'exactly the orders answered 201 exist').toBe(placed);
      expect(await stockQuantity(databaseUrl, stock.stockId)).toBe(STOCK - 2 * placed);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 240_000);
});

function tally(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
