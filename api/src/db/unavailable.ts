// Which failures mean "PostgreSQL cannot be reached right now" (as opposed to a bug): the caller gets 503 with
// Retry-After instead of 500, and the pool reconnects by itself once the server is back (no restart).
// The driver's error may be wrapped by the ORM (`cause`), so the whole chain is read.
import { ConnectionException } from '@mikro-orm/core';

// Node's socket errors seen when the server is down, restarting or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATEs of a server that is shutting down, starting, out of connections, or lost the database.
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000']);
// pg reports a dropped or timed-out connection only in words.
const DRIVER_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 6;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    if (current instanceof ConnectionException) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08')))
      return true;
    if (current instanceof Error && DRIVER_MESSAGES.test(current.message)) return true;
  }
  return false;
}
