// Which price a shopper pays and the riel rate (the KHR currency row), read once per request.
import type { EntityManager } from '@mikro-orm/core';
import { KHR_CURRENCY } from '@shop/contracts';
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
