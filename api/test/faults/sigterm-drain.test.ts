// SIGTERM while shoppers are placing orders, against the real process (`node src/server.ts`) on a test
// database: the orders it had accepted finish (201), requests after the signal are refused cleanly (the
// connection is refused, or 503 SHUTTING_DOWN), nothing answers 500 or is cut off mid-answer, the process
// exits 0, and the database holds exactly the orders that were answered 201, each whole.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { withDatabase } from '../support/catalog.ts';
import { arrangeStock, orderBookProblems, stockQuantity, type StockFixture } from '../support/commerce.ts';
import { createTestDatabase, dropTestDatabase } from '../support/database.ts';

const SHOPPERS = 24;
const STOCK = 500;
let databaseUrl: string;

interface Answer {
  status?: number;
  code?: string;
  error?: string;
}

function startServer(): Promise<{ url: string; exit: Promise<number | null>; kill: (signal: NodeJS.Signals) => void; output: () => string }> {
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'sigterm-drain-test-secret-0123456789abcdef',
      LOGIN_ADDRESS_RATE_LIMIT: '100000',
      CATALOG_CACHE_ENTRIES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], exit, kill: (signal) => child.kill(signal), output: () => output });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exit.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function send(url: string, method: string, body?: unknown, token?: string): Promise<Answer & { json?: { data?: { token?: string; id?: number } } }> {
  try {
    const response = await fetch(url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json()) as { code?: string; data?: { token?: string; id?: number } };
    return { status: response.status, code: json.code, json };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? String(error) };
  }
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
      const province = ((await send(`${server.url}/api/frontend/location`, 'GET')).json as unknown as { data: { id: number }[] }).data[0]!.id;
      const tokens: string[] = [];
      for (let i = 0; i < SHOPPERS; i += 1) {
        const registered = await send(`${server.url}/auth/register`, 'POST', {
          name: `Drain ${i}`,
          email: `drain-${i}-${Date.now()}@test.parts`,
          password: 'Sturdy-pass-42',
        });
        expect(registered.status, JSON.stringify(registered)).toBe(201);
        const token = registered.json!.data!.token!;
        expect((await send(`${server.url}/api/frontend/user-location`, 'POST', { locationId: province, label: 'Home', address: 'Street 1' }, token)).status).toBe(201);
        expect((await send(`${server.url}/api/frontend/cart`, 'POST', { stockId: stock.stockId, quantity: 2 }, token)).status).toBe(201);
        tokens.push(token);
      }

      const order = { paymentMethod: 'CASH', shippingOption: 'Ground Way' };
      const accepted = tokens.map((token) => send(`${server.url}/api/frontend/order`, 'POST', order, token));
      await new Promise((resolve) => setTimeout(resolve, 20));
      server.kill('SIGTERM');
      // Requests sent after the signal: refused, never half-answered.
      const late: Promise<Answer>[] = [];
      for (let i = 0; i < 10; i += 1) {
        late.push(send(`${server.url}/api/frontend/brand?size=1`, 'GET'));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const early = await Promise.all(accepted);
      const after = await Promise.all(late);
      expect(await server.exit).toBe(0);

      const describe = (answers: Answer[]) => answers.map((a) => a.error ?? `${a.status}${a.code ? ` ${a.code}` : ''}`);
      console.info(`SIGTERM drain: orders fired before the signal ${JSON.stringify(tally(describe(early)))}; requests after it ${JSON.stringify(tally(describe(after)))}`);
      for (const answer of [...early, ...after]) {
        const clean = answer.status === 201 || answer.status === 200 || (answer.status === 503 && answer.code === 'SHUTTING_DOWN') || answer.error === 'ECONNREFUSED';
        expect(clean, JSON.stringify(answer)).toBe(true);
      }
      const placed = early.filter((answer) => answer.status === 201).length;
      expect(placed, 'the orders in flight when the signal came were finished').toBeGreaterThan(0);
      expect(await orderBookProblems(databaseUrl)).toEqual([]);
      const orders = await withDatabase(databaseUrl, async (db) => (await db.query('select count(*)::int as n from shop_order')).rows[0].n as number);
      expect(orders, 'exactly the orders answered 201 exist').toBe(placed);
      expect(await stockQuantity(databaseUrl, stock.stockId)).toBe(STOCK - 2 * placed);
    } finally {
      server.kill('SIGKILL');
    }
  }, 240_000);
});

function tally(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
