// The three routes that change one's own password check the current one, so a stolen token could guess it there
// (issue 33: 70 tries, 0 × 429). Wrong current passwords are counted like failed sign-ins: after the free
// failures, 429 with Retry-After, even for the right password; a success clears the count; the count is the
// account's from that address (the owner elsewhere is not slowed); a weak new password is not a guess.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { createAccount, reload, TEST_PASSWORD, type TestAccount } from '../../support/identity.ts';

const FREE_FAILURES = 3;
const THIEF = '203.0.113.9';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_FREE_FAILURES: String(FREE_FAILURES), LOGIN_ADDRESS_RATE_LIMIT: '1000' } });
});
afterAll(() => t?.close());

const ROUTES = {
  shopper: (account: TestAccount) => `/api/frontend/user/change-password/${account.id}`,
  admin: (account: TestAccount) => `/api/backend/user/admin/change-password/${account.id}`,
  supplier: () => '/api/backend/supplier/change-password',
};
type Kind = keyof typeof ROUTES;
const TYPES = { shopper: 'CUSTOMER', admin: 'ADMIN', supplier: 'SUPPLIER' } as const;

async function change(
  kind: Kind,
  account: TestAccount,
  currentPassword: string,
  newPassword: string,
  remoteAddress = THIEF,
) {
  const token = t.app.signToken(await reload(t.app, account.id));
  return t.app.inject({
    method: 'PUT',
    url: ROUTES[kind](account),
    headers: bearer(token),
    payload: { currentPassword, newPassword },
    remoteAddress,
  });
}

describe('changing one’s own password', () => {
  for (const kind of Object.keys(ROUTES) as Kind[]) {
    it(`${kind}: slows wrong current passwords down with 429 and Retry-After, and never slows the owner at another address`, async () => {
      const account = await createAccount(t.app, { type: TYPES[kind] });
      const hashBefore = (await reload(t.app, account.id)).passwordHash;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push((await change(kind, account, `Wrong-guess-${i}`, 'Fresh-pass-77')).statusCode);
      expect(statuses.slice(0, FREE_FAILURES + 1)).toEqual(Array(FREE_FAILURES + 1).fill(400));
      expect(statuses.slice(FREE_FAILURES + 1)).toEqual(Array(8 - FREE_FAILURES - 1).fill(429));

      // While it waits, even the right password is refused, and says when to come back.
      const waiting = await change(kind, account, TEST_PASSWORD, 'Fresh-pass-77');
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await reload(t.app, account.id)).passwordHash, 'the refused change changed nothing').toBe(hashBefore);

      // The owner at another address is not slowed by the thief's guesses.
      const owner = await change(kind, account, TEST_PASSWORD, 'Fresh-pass-77', '198.51.100.30');
      expect(owner.statusCode, owner.body).toBe(200);
    });
  }

  it('ignores a weak new password, clears the count on success, and counts each account apart', async () => {
    const account = await createAccount(t.app, { type: 'CUSTOMER' });
    // Weak new passwords with the right current one: not guesses.
    for (let i = 0; i < FREE_FAILURES + 2; i += 1)
      expect((await change('shopper', account, TEST_PASSWORD, 'short')).statusCode).toBe(400);
    for (let i = 0; i < FREE_FAILURES; i += 1)
      expect((await change('shopper', account, `Wrong-${i}`, 'Fresh-pass-77')).statusCode).toBe(400);
    // The free failures are used up: a success now clears them, so the next wrong one is a 400 again, not a 429.
    expect((await change('shopper', account, TEST_PASSWORD, 'Fresh-pass-77')).statusCode).toBe(200);
    for (let i = 0; i < FREE_FAILURES; i += 1)
      expect((await change('shopper', account, `Wrong-again-${i}`, 'Other-pass-88')).statusCode).toBe(400);
    expect((await change('shopper', account, 'Wrong-once-more', 'Other-pass-88')).statusCode).toBe(400);
    expect((await change('shopper', account, 'Fresh-pass-77', 'Other-pass-88')).statusCode).toBe(429);

    // Another account's count is its own.
    const other = await createAccount(t.app, { type: 'CUSTOMER' });
    expect((await change('shopper', other, 'Wrong', 'Fresh-pass-77')).statusCode).toBe(400);
  });
});
