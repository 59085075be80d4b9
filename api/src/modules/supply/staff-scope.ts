// Whose stock a staff caller may touch: admins every store's, a supplier only its own store's. Anything outside
// the scope answers 404, as if it did not exist (decisions.md).
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../../plugins/auth.ts';
import { emptySql, sql, type SqlFragment } from '../../lib/sql.ts';

export type StaffScope = { kind: 'admin' } | { kind: 'supplier'; supplierId: number };

/** A supplier account without a supplier (the schema forbids it) would see nothing: id -1 matches no store. */
export async function staffScope(em: EntityManager, user: AuthUser): Promise<StaffScope> {
  if (user.type !== 'SUPPLIER') return { kind: 'admin' };
  const [row] = await (em as SqlEntityManager).execute<{ supplier_id: number | null }[]>(
    'select supplier_id from user_account where id = ?',
    [user.id],
    'all',
  );
  return { kind: 'supplier', supplierId: row?.supplier_id ?? -1 };
}

/** `and st.supplier_id = ...` for a supplier, nothing for an admin; `st` is the store's alias. */
export const scopeSql = (scope: StaffScope, storeAlias = 'st'): SqlFragment =>
  scope.kind === 'supplier'
    ? sql`and ${{ text: `${storeAlias}.supplier_id`, params: [] }} = ${scope.supplierId}`
    : emptySql;
