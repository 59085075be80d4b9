// Whose records a staff caller may see and touch: admins everything, a supplier only its own (its stores' stock, its
// order lines, invoices, receipts, returns, the catalogue items it added). Anything outside the scope answers 404, as
// if it did not exist (decisions.md). Routes get it one way, `await request.staffScope()`, read once per request.
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller's staff scope (an admin's, or one supplier's), read from its account on first use. */
    staffScope(): Promise<StaffScope>;
  }
}

const scopes = new WeakMap<FastifyRequest, Promise<StaffScope>>();

/** Gives the requests of `app`'s routes `request.staffScope()`, on the request's own entity manager. */
export function decorateStaffScope(app: FastifyInstance): void {
  app.decorateRequest('staffScope', function (this: FastifyRequest) {
    let scope = scopes.get(this);
    if (!scope) {
      scope = staffScope(app.orm.em, this.user);
      scopes.set(this, scope);
    }
    return scope;
  });
}

/** `and st.supplier_id = ...` for a supplier, nothing for an admin; `st` is the store's alias. */
export const scopeSql = (scope: StaffScope, storeAlias = 'st'): SqlFragment =>
  scope.kind === 'supplier'
    ? sql`and ${{ text: `${storeAlias}.supplier_id`, params: [] }} = ${scope.supplierId}`
    : emptySql;
