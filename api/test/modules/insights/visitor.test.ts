// Storefront visits: one row per visitor per day, nothing personal kept (no address, no user agent, a salt that
// lives one day), bots not counted; the back-office list filters them and the dashboard counts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { call } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function visit(ip: string, userAgent: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/frontend/visit',
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
    payload,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
});
afterAll(() => t?.close());

describe('storefront visits', () => {
  it('counts a visitor once a day, keeping the landing path, the referrer host and the locale, and no address', async () => {
    const first = await visit('203.0.113.77', BROWSER, {
      path: '/kh/part/12?utm=x#top',
      referrer: 'https://www.google.com/search?q=brake+pads',
      locale: 'kh',
    });
    expect(first.statusCode).toBe(202);
    expect(first.json().data.counted).toBe(true);
    const again = await visit('203.0.113.77', BROWSER, { path: '/en', locale: 'en' });
    expect(again.json().data.counted).toBe(false);
    expect((await visit('203.0.113.78', BROWSER, { path: '/en', locale: 'en' })).json().data.counted).toBe(true);

    const rows = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query('select * from visitor order by id')).rows,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ landing_path: '/kh/part/12', referrer_host: 'www.google.com', locale: 'kh' });
    const stored = JSON.stringify(rows);
    for (const secret of ['203.0.113.77', '203.0.113.78', 'Chrome/131', 'brake']) expect(stored).not.toContain(secret);
    expect(rows[0].visitor_key).toMatch(/^[0-9a-f]{64}$/);
    // One salt, today's; the key cannot be matched to an address once it is gone.
    const salts = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query('select day::text from visitor_salt')).rows,
    );
    expect(salts).toHaveLength(1);
  });

  it('does not count browsers that say they are bots', async () => {
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
    ]) {
      const answer = await visit('198.51.100.9', agent, { path: '/en', locale: 'en' });
      expect(answer.json().data.counted, agent).toBe(false);
    }
    expect((await visit('198.51.100.9', '', { path: '/en', locale: 'en' })).json().data.counted).toBe(false);
    const count = await withDatabase(t.databaseUrl, async (db) =>
      Number((await db.query(`select count(*) from visitor`)).rows[0].count),
    );
    expect(count).toBe(2);
  });

  it('refuses bad visits with a 400 naming the field, writing nothing', async () => {
    expect((await visit('198.51.100.10', BROWSER, { path: 'no-slash', locale: 'en' })).json().field).toBe('path');
    expect((await visit('198.51.100.10', BROWSER, { path: '/en', locale: 'fr' })).json().field).toBe('locale');
  });

  it('lists visitors for admins with filters, and the dashboard counts them', async () => {
    const list = await call(t.app, admin.token, 'GET', '/api/backend/visitor');
    expect(list.status).toBe(200);
    expect(list.body.pagination.totalCount).toBe(2);
    expect(Object.keys(list.body.data[0]).sort()).toEqual([
      'createdAt',
      'day',
      'id',
      'landingPath',
      'locale',
      'referrerHost',
    ]);
    expect(
      (await call(t.app, admin.token, 'GET', '/api/backend/visitor?locale=kh')).body.data.map(
        (v: { locale: string }) => v.locale,
      ),
    ).toEqual(['kh']);
    expect(
      (await call(t.app, admin.token, 'GET', '/api/backend/visitor?referrer=google')).body.pagination.totalCount,
    ).toBe(1);
    expect(
      (await call(t.app, admin.token, 'GET', '/api/backend/visitor?referrer=none')).body.pagination.totalCount,
    ).toBe(1);
    expect((await call(t.app, admin.token, 'GET', '/api/backend/visitor?path=part')).body.pagination.totalCount).toBe(
      1,
    );
    expect(
      (await call(t.app, admin.token, 'GET', '/api/backend/visitor?from=2020-01-01&to=2020-01-31')).body.pagination
        .totalCount,
    ).toBe(0);
    const counted = await call(t.app, admin.token, 'GET', '/api/backend/dashboard/admin/count-visitor');
    expect(counted.body.data).toMatchObject({ total: 2, inRange: 2 });
    expect(counted.body.data.series.at(-1).visitors).toBe(2);
    expect(counted.body.data.series).toHaveLength(30);
    const supplier = await createAccount(t.app, {
      type: 'SUPPLIER',
      supplierId: await withDatabase(
        t.databaseUrl,
        async (db) => (await db.query('select min(id) as id from supplier')).rows[0].id,
      ),
    });
    expect((await call(t.app, supplier.token, 'GET', '/api/backend/visitor')).status).toBe(403);
  });

  // hardening (issue 33): a visitor is not made new by changing its user agent or its IPv6 host address
  it('counts one address with 20 user agents, or one IPv6 /64 with 20 addresses, as one visitor', async () => {
    const agents = Array.from(
      { length: 20 },
      (_, i) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/${100 + i}.0 Safari/537.36`,
    );
    const byAgent = [];
    for (const agent of agents)
      byAgent.push((await visit('192.0.2.44', agent, { path: '/en', locale: 'en' })).json().data.counted);
    const byHost = [];
    for (let i = 1; i <= 20; i += 1)
      byHost.push(
        (await visit(`2001:db8:7:1::${i.toString(16)}`, BROWSER, { path: '/kh', locale: 'kh' })).json().data.counted,
      );
    // The same /64 spelled out in full, and the same IPv4 address as an IPv4-mapped IPv6 one.
    byHost.push(
      (await visit('2001:0db8:0007:0001:ffff:0:0:1', BROWSER, { path: '/kh', locale: 'kh' })).json().data.counted,
    );
    byAgent.push((await visit('::ffff:192.0.2.44', BROWSER, { path: '/en', locale: 'en' })).json().data.counted);
    expect({
      visitorsFromOneAddress: byAgent.filter(Boolean).length,
      visitorsFromOneNetwork: byHost.filter(Boolean).length,
    }).toEqual({
      visitorsFromOneAddress: 1,
      visitorsFromOneNetwork: 1,
    });
    // Another network is another visitor.
    expect((await visit('2001:db8:7:2::1', BROWSER, { path: '/kh', locale: 'kh' })).json().data.counted).toBe(true);
  });
});
