// Who may change which part of the catalogue: the one rule (decisions.md "The catalogue is the shop's and admins
// keep it"; ARCHITECTURE §8), called by every catalogue write (item, item/all, item-unit, part routes and the CSV
// imports) so none of them remembers it alone. Admins keep the catalogue. A supplier may add an item it will stock
// and change that item and its units only while it added it and no other supplier stocks it; `popular` and
// `bestSeller` are admins' alone. A unit's factor never changes once stock, carts, orders or returns use it, for
// anyone: every quantity held and sold in that unit would silently change meaning.
// Routes that routes.tsv opens to admins only (part, fitment, numbers, imports, makers, vehicles) are refused to
// suppliers by the access guard before they get here; the checks below still run for them, as the same rule.
//
// Locking: a change takes the item's row FOR UPDATE before it checks. Adding stock of the item (or an order line of
// one of its units) takes FOR KEY SHARE on that row through its foreign key, which waits for this lock: so no other
// supplier can start stocking an item between the check and the change, and no stock or order can start using a
// unit between the factor check and the factor change.
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { CatalogueErrorCode, type ItemLock } from '@shop/contracts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { staffScope, type StaffScope } from '../supply/staff-scope.ts';

/** Who writes: an admin (or the shop itself: seed, jobs) or one supplier. */
export type CatalogueWriter = StaffScope;

/** The fields only admins set, wherever they can be set. */
export const ADMIN_ONLY_FIELDS = ['popular', 'bestSeller'] as const;
type AdminOnlyField = (typeof ADMIN_ONLY_FIELDS)[number];
export type AdminOnlyValues = Partial<Record<AdminOnlyField, boolean | undefined>>;

/** The writer behind a signed-in caller; no caller (seed, jobs, migrations) is the shop itself. */
export async function catalogueWriter(
  em: EntityManager,
  user: { id: number; type: string } | null,
): Promise<CatalogueWriter> {
  if (!user) return { kind: 'admin' };
  return staffScope(em, { id: user.id, type: user.type as never });
}

/** The supplier a new item records as its adder (null: the shop's). */
export const creatorOf = (writer: CatalogueWriter): number | null =>
  writer.kind === 'supplier' ? writer.supplierId : null;

interface ItemOwnerRow {
  id: number;
  created_by_supplier_id: number | null;
  stocked_by_others: boolean;
}

const execute = <T>(em: EntityManager, text: string, params: unknown[]) =>
  (em as SqlEntityManager).execute<T[]>(text, params, 'all');
/** `column in (ids)` with the ids as one JSON parameter (the driver would spread an array into several). */
const inIds = (column: string) => `${column} in (select value::int from jsonb_array_elements_text(?::jsonb))`;

/** Who added each item and whether a supplier other than its adder stocks it; `lock` takes the rows FOR UPDATE. */
async function owners(em: EntityManager, itemIds: readonly number[], lock: boolean): Promise<ItemOwnerRow[]> {
  if (itemIds.length === 0) return [];
  return execute<ItemOwnerRow>(
    em,
    `select i.id, i.created_by_supplier_id,
            exists (select 1 from stock s join store st on st.id = s.store_id
                     where s.item_id = i.id and st.supplier_id is distinct from i.created_by_supplier_id) as stocked_by_others
       from item i where ${inIds('i.id')} order by i.id${lock ? ' for update of i' : ''}`,
    [JSON.stringify(itemIds)],
  );
}

/** Why `writer` may not change an item (null: it may). */
function lockOf(writer: CatalogueWriter, owner: ItemOwnerRow): ItemLock | null {
  if (writer.kind === 'admin') return null;
  if (owner.created_by_supplier_id === null) return 'SHOP';
  if (owner.created_by_supplier_id !== writer.supplierId) return 'OTHER_SUPPLIER';
  return owner.stocked_by_others ? 'SHARED' : null;
}

/** For the screens: whether `writer` may change each item, and why not. Unknown ids are left out. */
export async function itemLocks(
  em: EntityManager,
  writer: CatalogueWriter,
  itemIds: readonly number[],
): Promise<Map<number, { editable: boolean; lock: ItemLock | null }>> {
  const rows =
    writer.kind === 'admin'
      ? itemIds.map((id) => ({ id, created_by_supplier_id: null, stocked_by_others: false }))
      : await owners(em, [...new Set(itemIds)], false);
  return new Map(
    rows.map((row) => {
      const lock = lockOf(writer, row);
      return [row.id, { editable: lock === null, lock }];
    }),
  );
}

const LOCK_MESSAGES: Record<ItemLock, string> = {
  SHOP: "is the shop's catalogue: only an admin changes it",
  OTHER_SUPPLIER: 'was added by another supplier: only that supplier or an admin changes it',
  SHARED: 'is stocked by another supplier too: only an admin changes it now',
};

/**
 * Before a change of an item or of its units, inside the change's transaction: locks the item's row and refuses
 * (403 ITEM_NOT_YOURS, nothing written) a writer that may not change it. 404 for an unknown item.
 */
export async function lockItemForChange(em: EntityManager, writer: CatalogueWriter, itemId: number): Promise<void> {
  await lockItemsForChange(em, writer, [itemId]);
}

/**
 * lockItemForChange for several items at once (an import): the first refused one is named. `lock: false` checks
 * without locking, for a read-only transaction (an import's dry run) that must answer as the real run would.
 */
export async function lockItemsForChange(
  em: EntityManager,
  writer: CatalogueWriter,
  itemIds: readonly number[],
  { lock = true } = {},
): Promise<void> {
  const wanted = [...new Set(itemIds)].sort((a, b) => a - b);
  const rows = await owners(em, wanted, lock);
  const found = new Set(rows.map((row) => row.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`Item ${missing} not found`);
  for (const row of rows) {
    const lock = lockOf(writer, row);
    if (lock)
      throw forbidden(`Item ${row.id} ${LOCK_MESSAGES[lock]}`, {
        code: CatalogueErrorCode.itemNotYours,
        facts: { itemId: row.id, reason: lock },
      });
  }
}

/**
 * A supplier's write that would set an admin-only field to another value than it has (`current`; a new item's
 * default is false) is refused: 403 ADMIN_ONLY_FIELD naming the field. Sending the value it already has changes
 * nothing and passes, so a form may send its whole record back.
 */
export function checkAdminOnlyFields(
  writer: CatalogueWriter,
  wanted: AdminOnlyValues,
  current: AdminOnlyValues = {},
): void {
  if (writer.kind === 'admin') return;
  for (const field of ADMIN_ONLY_FIELDS) {
    const value = wanted[field];
    if (value !== undefined && value !== (current[field] ?? false)) {
      throw forbidden(`Only an admin sets ${field}`, {
        code: CatalogueErrorCode.adminOnlyField,
        field,
        facts: { field },
      });
    }
  }
}

/** Whether anything holds or sold quantities in each unit: stock of its item, cart lines, order lines, returns. */
const UNIT_IN_USE_SQL = `(exists (select 1 from stock s where s.item_id = u.item_id)
   or exists (select 1 from order_detail d where d.item_unit_id = u.id)
   or exists (select 1 from cart_item c where c.item_unit_id = u.id)
   or exists (select 1 from supplier_return_stock r where r.item_unit_id = u.id))`;

/** For the screens: which of these units have a factor that can no longer change. */
export async function fixedFactorUnits(em: EntityManager, unitIds: readonly number[]): Promise<Set<number>> {
  if (unitIds.length === 0) return new Set();
  const rows = await execute<{ id: number }>(
    em,
    `select u.id from item_unit u where ${inIds('u.id')} and ${UNIT_IN_USE_SQL}`,
    [JSON.stringify(unitIds)],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * A factor change of a unit in use is refused for everyone, admins included (409 UNIT_FACTOR_IN_USE). Call it after
 * lockItemForChange: the unit's row is locked here too, so no order line starts using it before the change commits.
 */
export async function checkFactorChange(em: EntityManager, unitId: number, from: number, to: number): Promise<void> {
  if (from === to) return;
  const [row] = await execute<{ in_use: boolean }>(
    em,
    `select ${UNIT_IN_USE_SQL} as in_use from item_unit u where u.id = ? for update of u`,
    [unitId],
  );
  if (row?.in_use) {
    throw conflict(`Stock or orders use unit ${unitId}: its factor stays ${from}; make a new unit instead`, {
      code: CatalogueErrorCode.unitFactorInUse,
      field: 'factor',
      facts: { unitId, factor: from },
    });
  }
}
