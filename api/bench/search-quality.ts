// `pnpm bench` (and `pnpm --filter @shop/api bench:search-set`): the search query set (bench/search-set/) against the
// app on a database of the demo catalogue, in process, each set on its own (generated.json with hand-written.json, then held-out.json). Prints
// the queries with zero results, the recall of the required parts in the first 10, the share of vehicle queries whose
// first result fits the vehicle and how many queries the shop cannot answer it said so for, then each query that
// misses. SEARCH_SET_VERBOSE=0 leaves the misses out.
import Fastify from 'fastify';
import { app as shopApp, serverOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { demoDatabase, logger, startBenchCluster } from './harness.ts';
import { describeFigures, loadSearchSet, measureSearchSet } from './search-set/search-set.ts';

const log = logger('search-set');
const server = await startBenchCluster(log);
try {
  const databaseUrl = await demoDatabase(server, 'search_set');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATABASE_URL: databaseUrl });
  const app = Fastify(serverOptions(config));
  await app.register(shopApp, { config, databaseUrl, jobs: false });
  await app.ready();
  try {
    for (const set of ['main', 'held-out'] as const) {
      const figures = await measureSearchSet(app, databaseUrl, loadSearchSet(set));
      for (const line of describeFigures(figures)) log(`${set}: ${line}`);
      if (process.env.SEARCH_SET_VERBOSE === '0') continue;
      for (const outcome of figures.outcomes) {
        if (outcome.missing.length === 0 && outcome.firstFits !== false && outcome.saidRight !== false) continue;
        const fit = outcome.firstFits === false ? '; first result does not fit the vehicle' : '';
        const said = outcome.saidRight === false ? '; does not say it cannot answer' : '';
        log(
          `  ${outcome.query.kind} "${outcome.query.query}": ${outcome.first10.length} results, missing ${outcome.missing.length}/${outcome.query.requires.length}${fit}${said}`,
        );
      }
    }
  } finally {
    await app.close();
  }
} finally {
  await server.stop();
}
