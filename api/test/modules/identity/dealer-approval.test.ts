// Dealer approval: the waiting queue, one call approves, the dealer is notified (stored and live count) and pays
// dealer prices from the next request; approving again notifies nobody twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let dealer: TestAccount;
let stock: StockFixture;

const dealerNotifications = async () =>
  (await call(t.app, dealer.token, 'GET', '/api/frontend/notification/new')).body.data as {
    kind: string;
    title: string;
  }[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  dealer = await createAccount(t.app, { type: 'DEALER', name: 'Waiting Motors' });
  stock = await arrangeStock(t.databaseUrl, { quantity: 25, price: '12.35', dealerPrice: '10.10' });
});
afterAll(() => t?.close());

describe('dealer approval', () => {
  it('lists the dealers waiting for approval', async () => {
    const queue = await call(t.app, admin.token, 'GET', '/api/backend/user?type=DEALER&dealerApproved=false&size=100');
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((u: { id: number }) => u.id)).toContain(dealer.id);
    expect(
      queue.body.data.every((u: { type: string; dealerApproved: boolean }) => u.type === 'DEALER' && !u.dealerApproved),
    ).toBe(true);
  });

  it('charges a waiting dealer the customer price', async () => {
    const added = await call(t.app, dealer.token, 'POST', '/api/frontend/cart', {
      stockId: stock.stockId,
      quantity: 1,
    });
    expect(added.body.data).toMatchObject({ dealerPricing: false, total: '12.35' });
  });

  it('approves with one call, notifies the dealer, and the dealer price applies at once', async () => {
    expect(await dealerNotifications()).toEqual([]);
    const approved = await call(t.app, admin.token, 'PUT', `/api/backend/user/dealer/${dealer.id}`);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ dealerApproved: true });
    const notes = await dealerNotifications();
    expect(notes).toEqual([
      expect.objectContaining({ kind: 'DEALER_APPROVED', title: 'Your dealer account is approved' }),
    ]);
    const cart = await call(t.app, dealer.token, 'GET', '/api/frontend/cart');
    expect(cart.body.data).toMatchObject({ dealerPricing: true, total: '10.10' });
    const queue = await call(t.app, admin.token, 'GET', '/api/backend/user?type=DEALER&dealerApproved=false&size=100');
    expect(queue.body.data.map((u: { id: number }) => u.id)).not.toContain(dealer.id);
  });

  it('does not notify again when an approved dealer is approved again', async () => {
    await call(t.app, admin.token, 'PUT', `/api/backend/user/dealer/${dealer.id}`, { approved: true });
    expect(await dealerNotifications()).toHaveLength(1);
  });

  it('refuses to approve a deleted dealer (409) and changes nothing', async () => {
    const gone = await createAccount(t.app, { type: 'DEALER' });
    await call(t.app, admin.token, 'DELETE', `/api/backend/user/${gone.id}`);
    const answer = await call(t.app, admin.token, 'PUT', `/api/backend/user/dealer/${gone.id}`);
    expect(answer.status).toBe(409);
    expect((await call(t.app, admin.token, 'GET', `/api/backend/user/${gone.id}`)).body.data.dealerApproved).toBe(
      false,
    );
  });
});
