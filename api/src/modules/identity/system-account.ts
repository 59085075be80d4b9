// The shop's own account: the "who" of what the shop does by itself (a receipt recorded because the bank confirmed
// a payment), so the audit trail and receipts name an actor that is neither a person nor nobody. Made on first use,
// disabled (it cannot sign in: it has no password either) so it receives no staff notifications.
import type { EntityManager } from '@mikro-orm/core';
import { runSql, sql } from '../../lib/sql.ts';

/** Its e-mail is its key (`.invalid` is reserved: no mail can ever reach it). */
export const SYSTEM_ACCOUNT_EMAIL = 'system@shop.invalid';
export const SYSTEM_ACCOUNT_NAME = 'Shop system';

/** The system account's id, made when missing (a concurrent maker's row wins; the insert then does nothing). */
export async function systemAccountId(em: EntityManager): Promise<number> {
  const [made] = await runSql<{ id: number }>(
    em,
    sql`insert into user_account (type, email, name, enabled, dealer_approved, token_version, created_at, updated_at)
        values ('ADMIN', ${SYSTEM_ACCOUNT_EMAIL}, ${SYSTEM_ACCOUNT_NAME}, false, false, 0, now(), now())
        on conflict (email) do nothing returning id`,
  );
  if (made) return made.id;
  const [found] = await runSql<{ id: number }>(
    em,
    sql`select id from user_account where email = ${SYSTEM_ACCOUNT_EMAIL}`,
  );
  return found!.id;
}
