// Which price a shopper pays and the riel rate, read once per request.
import type { EntityManager } from '@mikro-orm/core';
import { Configuration } from '../content/configuration.entity.ts';
import { KHR_RATE_KEY } from '../content/configuration-keys.ts';
import { User } from '../identity/user.entity.ts';

/** Approved dealers pay the dealer price; everyone else (unapproved dealers too) the shop price. */
export async function paysDealerPrice(em: EntityManager, userId: number): Promise<boolean> {
  const user = await em.findOne(User, { id: userId }, { fields: ['type', 'dealerApproved'] });
  return user?.type === 'DEALER' && user.dealerApproved === true;
}

/** Riel per US dollar (a whole number; 4100 when the setting is missing or unreadable, as the catalogue does). */
export async function rielPerDollar(em: EntityManager): Promise<number> {
  const row = await em.findOne(Configuration, { key: KHR_RATE_KEY });
  const rate = Number(row?.value);
  return Number.isSafeInteger(rate) && rate > 0 ? rate : 4100;
}
