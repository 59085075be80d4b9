// What happens to a supplier's sign-in accounts when the supply module changes the supplier. Each function
// works in the caller's entity manager, so it is part of the caller's transaction.
import type { EntityManager } from '@mikro-orm/core';
import { markAccountsWritten } from './holder-cache.ts';
import { PasswordResetCode } from './password-reset-code.entity.ts';
import { SocialAccount } from './social-account.entity.ts';
import { UserLocation } from './user-location.entity.ts';
import { User } from './user.entity.ts';

/**
 * The supplier a supplier account works for (null: none, or no such account). Read outside the request's identity
 * map: a partly loaded account there would be taken as loaded by a later populate of the same account (an
 * attachment's uploader, an order's customer), which would then answer without its name.
 */
export async function accountSupplierId(em: EntityManager, userId: number): Promise<number | null> {
  const account = await em.findOne(User, { id: userId }, { fields: ['supplierId'], disableIdentityMap: true });
  return account?.supplierId ?? null;
}

/** The supplier's accounts, deleted ones included, oldest first. */
export function supplierAccounts(em: EntityManager, supplierIds: number[]): Promise<User[]> {
  if (supplierIds.length === 0) return Promise.resolve([]);
  return em.find(User, { supplierId: { $in: supplierIds }, type: 'SUPPLIER' }, { orderBy: { id: 'asc' } });
}

/**
 * Follows the supplier's switch: disabling disables its (not deleted) accounts and revokes their tokens at once;
 * enabling enables them again (old tokens stay revoked).
 */
export async function setSupplierAccountsEnabled(
  em: EntityManager,
  supplierId: number,
  enabled: boolean,
): Promise<User[]> {
  const accounts = await supplierAccounts(em, [supplierId]);
  for (const account of accounts) {
    if (account.deletedAt) continue;
    if (account.enabled && !enabled) account.tokenVersion += 1;
    account.enabled = enabled;
  }
  return accounts;
}

/** Removes the supplier's accounts for good, with their own rows (links, reset codes, saved locations). */
export async function removeSupplierAccounts(em: EntityManager, supplierId: number): Promise<void> {
  const ids = (await supplierAccounts(em, [supplierId])).map((account) => account.id);
  if (ids.length === 0) return;
  // Statements the ORM does not track: the tokens' holders this process remembers are forgotten at the commit.
  markAccountsWritten(em);
  await em.nativeDelete(PasswordResetCode, { user: { $in: ids } });
  await em.nativeDelete(SocialAccount, { user: { $in: ids } });
  await em.nativeDelete(UserLocation, { user: { $in: ids } });
  await em.nativeDelete(User, { id: { $in: ids } });
}
