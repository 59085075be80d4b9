// Slows password (and reset-code) guessing without letting a stranger lock the owner out:
// - failures are counted per account AND address together: after a few free failures, each next try from that
//   address for that account must wait a growing delay (1 s, 2 s, 4 s ... up to 15 minutes). The owner, from
//   their own address, is not slowed by a stranger's failures; a success clears the count.
// - attempts are also counted per address, whatever account they name, so one address cannot try many
//   accounts quickly.
// The limiters are rate-limiter-flexible's (lib/attempt-limiters.ts): in memory per process, or on Redis shared by
// every process. Only the growing delay is ours. Not @fastify/rate-limit: it counts requests, not failures.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AccountErrorCode, type ApiErrorCode } from '@shop/contracts';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { HttpError } from '../../lib/http-error.ts';
import { tooManyRequests } from '../../lib/http-error.ts';

export interface ThrottleRules {
  /** Attempts per minute from one address, whatever account they name. */
  perAddress: number;
  /** Wrong guesses one account may get from one address before each next try waits; omitted: no account is named. */
  freeFailures?: number;
  /** The account a try is against; by default the body's `username` (a signed-in route names its caller). */
  accountOf?: (request: FastifyRequest) => string;
  /** Only answers with this code are wrong guesses; by default every 400 and 401. */
  failureCode?: ApiErrorCode;
}

export interface SignInThrottle {
  preHandler: preHandlerAsyncHookHandler;
  onSend: onSendAsyncHookHandler;
}

const ONE_MINUTE_SECONDS = 60;
/** Failures are forgotten this long after the last one. */
const FAILURE_MEMORY_SECONDS = 60 * ONE_MINUTE_SECONDS;
const MAX_DELAY_MS = 15 * ONE_MINUTE_SECONDS * 1000;
/** Far more failures than anyone makes in FAILURE_MEMORY_SECONDS: the count only grows the delay, it never refuses. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** How long the next try must wait after `failures` wrong guesses. */
export function delayAfterFailures(failures: number, freeFailures: number): number {
  if (failures <= freeFailures) return 0;
  return Math.min(1000 * 2 ** (failures - freeFailures - 1), MAX_DELAY_MS);
}

const usernameOf = (request: FastifyRequest): string =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase();

function tooManyAttempts(reply: FastifyReply, waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  return tooManyRequests(`Too many attempts; try again in ${seconds} seconds`);
}

/**
 * Hooks for one family of attempts (`scope`: login, reset, social, register): `preHandler` (after body
 * parsing, so it can read the username) refuses with 429 and Retry-After; `onSend` records the outcome
 * before the answer leaves, so the next try already sees it.
 */
export function signInThrottle(app: FastifyInstance, scope: string, rules: ThrottleRules): SignInThrottle {
  const limiters = app.attemptLimiters;
  const perAddress = limiters.limiter(`${scope}|address|`, rules.perAddress, ONE_MINUTE_SECONDS);
  const failures = limiters.limiter(`${scope}|failures|`, UNLIMITED, FAILURE_MEMORY_SECONDS);
  // A key here is held (blocked) for the delay the last failure earned.
  const waits = limiters.limiter(`${scope}|wait|`, 1, 1);
  const pairOf = (request: FastifyRequest) => {
    const account = rules.freeFailures === undefined ? '' : (rules.accountOf ?? usernameOf)(request);
    return account ? `${account}|${request.ip}` : undefined;
  };

  return {
    preHandler: async (request, reply) => {
      try {
        await perAddress.consume(request.ip);
      } catch (refused) {
        if (refused instanceof RateLimiterRes) throw tooManyAttempts(reply, refused.msBeforeNext);
        throw refused;
      }
      const pair = pairOf(request);
      if (!pair) return;
      const wait = await waits.get(pair);
      if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0) throw tooManyAttempts(reply, wait.msBeforeNext);
    },
    onSend: async (request, reply, payload) => {
      const pair = pairOf(request);
      if (!pair || rules.freeFailures === undefined) return payload;
      const status = reply.statusCode;
      if (status < 300) {
        await Promise.all([failures.delete(pair), waits.delete(pair)]);
      } else if (
        (status === 400 || status === 401) &&
        (rules.failureCode === undefined || codeOf(payload) === rules.failureCode)
      ) {
        const { consumedPoints } = await failures.penalty(pair);
        // Every failure starts the memory again: failures are forgotten an hour after the last one.
        await failures.set(pair, consumedPoints, FAILURE_MEMORY_SECONDS);
        const delay = delayAfterFailures(consumedPoints, rules.freeFailures);
        if (delay > 0) await waits.block(pair, delay / 1000);
      }
      return payload;
    },
  };
}

/** The `code` of an error answer as it is sent (onSend sees the serialized body). */
function codeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    return (JSON.parse(payload) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/**
 * The three routes that change one's own password (shopper, admin, supplier) check the current password: a
 * token thief could guess it there, so its wrong guesses are counted like failed sign-ins (issue 33), per
 * signed-in account and address, over one count for the three routes. A weak or unchanged new password is not a
 * guess and is not counted; a success clears the count.
 */
export function passwordChangeThrottle(app: FastifyInstance): SignInThrottle {
  return signInThrottle(app, 'password-change', {
    perAddress: app.config.loginAddressRateLimit,
    freeFailures: app.config.loginFreeFailures,
    accountOf: (request) => (request.user ? `user:${request.user.id}` : ''),
    failureCode: AccountErrorCode.wrongPassword,
  });
}
