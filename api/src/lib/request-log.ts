// The logger of the request being served, for code that logs without being handed one (a service built once with
// the app's logger): its lines then carry the request's id like the request's own. Outside a request (jobs,
// listeners, start-up) the given logger is used as it is.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

const current = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs the rest of a request (`next`) with `log` as its logger; see plugins/request-id.ts. */
export function withRequestLog(log: FastifyBaseLogger, next: () => void): void {
  current.run(log, next);
}

/** The current request's logger, or `fallback` outside a request. */
export function requestLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return current.getStore() ?? fallback;
}
