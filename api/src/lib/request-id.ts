// Request ids: each request's log lines carry one (Fastify's `reqId`), and the answer says it (X-Request-Id), so
// an operator can follow one request through the logs. A load balancer or another service may send its own id to
// keep one id across hops; it is taken only when well formed, so nobody can write arbitrary text into the logs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `.`, `_`, `:`, `-`, at most 128: a UUID, a ULID or a proxy's id, nothing else. */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Fastify's genReqId: the incoming X-Request-Id when well formed, else a new UUID (unique across processes). */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}
