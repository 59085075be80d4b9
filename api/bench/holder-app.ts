// The app as its own process for bench/holders.ts, as src/server.ts runs it (DATABASE_URL, PORT, its caches), plus two
// routes of the benchmark's outside the domain modules: `/bench/holder-loads` (how often the auth hook has read a
// token's holder from the database, i.e. the holder cache's misses) and `/bench/shoppers` (signed-in shoppers).
import Fastify from 'fastify';
import { app as shopApp, serverOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { User } from '../src/modules/identity/user.entity.ts';

const config = loadConfig();
let loads = 0;
const app = Fastify(serverOptions(config));
await app.register(shopApp, { config, databaseUrl: config.databaseUrl! });
const activeUser = app.identity.activeUser.bind(app.identity);
app.identity.activeUser = (id, tokenVersion) => {
  loads += 1;
  return activeUser(id, tokenVersion);
};
app.get('/bench/holder-loads', async () => ({ loads }));
app.post<{ Querystring: { count: string } }>('/bench/shoppers', async (request) => {
  const em = app.orm.em.fork();
  const stamp = Date.now();
  const users = Array.from({ length: Number(request.query.count) }, (_, i) =>
    em.create(User, {
      type: 'CUSTOMER',
      email: `bench-holder-${stamp}-${i}@bench.parts`,
      name: `Bench shopper ${i}`,
      passwordHash: null,
    }),
  );
  await em.flush();
  return { tokens: users.map((user) => app.signToken(user)) };
});
await app.listen({ port: config.port, host: config.host });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
