// Which price a shopper pays and the riel rate (the KHR currency row), read once per request.
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KHR_CURRENCY, type PriceKind } from '@shop/contracts';
import { HttpError } from '../../lib/http-error.ts';
import { User } from '../identity/user.entity.ts';
import { Currency } from './currency.entity.ts';
import { parseRate } from './money.ts';

/** Approved dealers pay the dealer price; everyone else (unapproved dealers too) the shop price. */
export async function paysDealerPrice(em: EntityManager, userId: number): Promise<boolean> {
  // Outside the identity map: a partly loaded account there would later be populated without its name.
  const user = await em.findOne(User, { id: userId }, { fields: ['type', 'dealerApproved'], disableIdentityMap: true });
  return user?.type === 'DEALER' && user.dealerApproved === true;
}

/**
 * The KHR row's rate in millionths of a riel per dollar (for `centsToRiel`), read once per request: one indexed
 * row, and every API process sees an admin's change at once (no cache to invalidate across processes).
 * The migration adds the row and the API refuses to delete it, so a missing row is a broken database.
 */
export async function khrRate(em: EntityManager): Promise<bigint> {
  const row = await em.findOne(Currency, { code: KHR_CURRENCY }, { fields: ['rate'] });
  if (!row) throw new Error(`the ${KHR_CURRENCY} currency row is missing`);
  return parseRate(String(row.rate));
}

/** The prices a signed-in shopper sees: DEALER for an approved dealer, CUSTOMER for everyone else. */
export async function priceKindOf(em: EntityManager, userId: number): Promise<PriceKind> {
  return (await paysDealerPrice(em, userId)) ? 'DEALER' : 'CUSTOMER';
}

/**
 * Marks an answer that depends on who asks (prices by kind, a shopper's own cart): `private` keeps shared caches
 * (proxy, CDN) from handing it to another shopper, `Vary: Authorization` keeps the browser's answers apart per token.
 */
export function answerPerCaller(reply: FastifyReply): void {
  void reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
}

/**
 * The prices the caller of a storefront read sees. A visitor, or a token that no longer counts, sees customer prices:
 * public reads never refuse over a token. The answer depends on who asks (`answerPerCaller`); server-side caches
 * key their entries by the kind.
 */
export async function callerPriceKind(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PriceKind> {
  answerPerCaller(reply);
  if (!request.headers.authorization) return 'CUSTOMER';
  const caller = await app.authenticate(request).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 401) return null;
    throw error;
  });
  // Only a dealer can have dealer prices: other callers need no look-up.
  if (caller?.type !== 'DEALER') return 'CUSTOMER';
  return priceKindOf(app.orm.em, caller.id);
}
