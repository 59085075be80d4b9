// The ORM's lifecycle: connect, migrate (and seed on first run) before the app listens,
// one RequestContext per request (so each request gets its own identity map), close on shutdown.
import fp from 'fastify-plugin';
import { RequestContext } from '@mikro-orm/core';
import { initOrm, prepareDatabase, type Orm } from '../db/orm.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orm: Orm;
  }
}

export interface DbPluginOptions {
  databaseUrl: string;
  /** Read replicas (DATABASE_READ_URLS): only reads that ask for them go there (lib/sql.ts `onReplica`). */
  readUrls?: readonly string[];
  seedDemo: boolean;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const orm = await initOrm(
      options.databaseUrl,
      app.log.level === 'trace' ? { debug: (m) => app.log.trace(m) } : undefined,
      options.readUrls,
    );
    try {
      await prepareDatabase(orm, options.databaseUrl, { seedDemo: options.seedDemo });
    } catch (error) {
      await orm.close();
      throw error;
    }
    app.decorate('orm', orm);
    app.addHook('onRequest', (_request, _reply, done) => {
      RequestContext.create(orm.em, done);
    });
    app.addHook('onClose', async () => {
      await orm.close();
    });
  },
  { name: 'db' },
);
