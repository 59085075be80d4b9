// Slows password (and reset-code) guessing: attempts are counted per account, whatever address they come
// from, and per address, whatever account they name. The per-account limit is the lower one, so one
// office behind one address does not lock itself out, while a botnet trying one account still hits it.
// Counters live in the rate limiter's store (in memory per process; give @fastify/rate-limit a Redis
// store to share them between API processes).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ErrorCode } from '@shop/contracts';
import { HttpError } from '../../lib/http-error.ts';

export interface ThrottleLimits {
  /** Attempts per minute naming one account (username). */
  perAccount: number;
  /** Attempts per minute from one address. */
  perAddress: number;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const ONE_MINUTE = 60_000;

const usernameOf = (request: FastifyRequest): string =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase();

/**
 * A preHandler (after body parsing, so it can read the username) for one family of attempts (`scope`:
 * sign-in, reset, social). Answers 429 naming when to try again.
 */
export function signInThrottle(app: FastifyInstance, scope: string, limits: ThrottleLimits): preHandlerAsyncHookHandler {
  const perAccount: Limiter = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: ONE_MINUTE,
    keyGenerator: (request) => `${scope}|account|${usernameOf(request)}`,
  });
  const perAddress: Limiter = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: ONE_MINUTE,
    keyGenerator: (request) => `${scope}|address|${request.ip}`,
  });
  return async (request) => {
    const checks = usernameOf(request) ? [perAddress, perAccount] : [perAddress];
    for (const limiter of checks) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError(429, ErrorCode.tooManyRequests, `Too many attempts; try again in ${result.ttlInSeconds} seconds`);
      }
    }
  };
}
