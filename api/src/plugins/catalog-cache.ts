// The storefront's read cache (lib/read-cache.ts) and what keeps it true: PostgreSQL tells every API
// process when a catalogue, stock or price table changed (a statement trigger calls pg_notify on the
// `catalog_changed` channel, delivered at commit), and each process then forgets its cached answers.
// While that connection is down nothing can be heard, so the cache is off until it is back.
// The same connection keeps the back-office dashboard's cache (`salesCache`) true: the sales rollups notify
// `sales_changed` (insights/sales-rollup-sql.ts), and a catalogue change (names, prices, the riel rate) clears it too;
// and the tokens' holders (identity/holder-cache.ts): an account write notifies `holders_changed`. A catalogue change
// also has the next search read its vocabulary again (catalog/query-dictionary.ts).
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import pg from 'pg';
import { CATALOG_CHANGED_CHANNEL, SALES_CHANGED_CHANNEL } from '../db/catalog-changed.ts';
import { ReadCache } from '../lib/read-cache.ts';
import { forgetQueryDictionary } from '../modules/catalog/query-dictionary.ts';
import { HOLDERS_CHANGED_CHANNEL, type HolderCache } from '../modules/identity/holder-cache.ts';
const RECONNECT_MS = 1000;

export interface CatalogCacheOptions {
  databaseUrl: string;
  /** Answers kept per process; 0 turns the cache off. */
  maxEntries: number;
  /** The tokens' holders, on only while this listener is. */
  holders?: HolderCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: ReadCache;
    salesCache: ReadCache;
  }
}

/**
 * Answers from the cache (`x-cache: hit`) or from `load()` (`miss`), as JSON text: Fastify sends a string
 * of type application/json as it is, so a hit skips the query and the serialization.
 */
export async function sendCached<R extends FastifyReply>(
  reply: R,
  cache: ReadCache,
  key: string,
  load: () => Promise<unknown>,
): Promise<R> {
  const { body, hit } = await cache.get(key, load);
  return reply
    .type('application/json; charset=utf-8')
    .header('x-cache', hit ? 'hit' : 'miss')
    .send(body as never) as R;
}

export default fp<CatalogCacheOptions>(
  async (app, { databaseUrl, maxEntries, holders }) => {
    const cache = new ReadCache(maxEntries);
    const sales = new ReadCache(maxEntries);
    app.decorate('catalogCache', cache);
    app.decorate('salesCache', sales);
    if (maxEntries === 0 && !holders?.usable) return;
    const enable = (enabled: boolean) => {
      cache.setEnabled(enabled);
      sales.setEnabled(enabled);
      holders?.setEnabled(enabled);
    };

    enable(false);
    let listener: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let closing = false;

    const reconnectLater = () => {
      if (closing || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        void listen();
      }, RECONNECT_MS);
    };

    async function listen(): Promise<void> {
      const client = new pg.Client({ connectionString: databaseUrl, application_name: 'catalog-cache-listener' });
      client.on('notification', (message) => {
        if (message.channel === HOLDERS_CHANGED_CHANNEL) {
          holders?.forget();
          return;
        }
        if (message.channel === CATALOG_CHANGED_CHANNEL) {
          cache.clear();
          forgetQueryDictionary(app.orm);
        }
        sales.clear();
      });
      client.on('error', (error) =>
        app.log.warn({ err: error }, 'catalog cache: change listener failed; caching off until it is back'),
      );
      client.on('end', () => {
        if (listener === client) listener = undefined;
        enable(false);
        reconnectLater();
      });
      try {
        await client.connect();
        await client.query(`listen ${CATALOG_CHANGED_CHANNEL}`);
        await client.query(`listen ${SALES_CHANGED_CHANNEL}`);
        await client.query(`listen ${HOLDERS_CHANGED_CHANNEL}`);
        if (closing) {
          await client.end();
          return;
        }
        listener = client;
        enable(true);
      } catch (error) {
        app.log.warn({ err: error }, 'catalog cache: cannot listen for changes; caching off');
        await client.end().catch(() => undefined);
        reconnectLater();
      }
    }

    await listen();
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      enable(false);
      await listener?.end().catch(() => undefined);
    });
  },
  { name: 'catalog-cache' },
);
