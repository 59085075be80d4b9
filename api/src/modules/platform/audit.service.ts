// Reads of the audit trail: the admins' filtered list (and its CSV) and one record's history. No write here:
// entries are written only by the audit subscriber, inside the transaction of the change they describe.
import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import type { AuditEntryView, AuditListQuery } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import type { PageRequest } from '../../lib/paging.ts';
import { pagination } from '../../lib/paging.ts';
import { User } from '../identity/user.entity.ts';
import { AuditEntry } from './audit-entry.entity.ts';

/** SQL telling whether record $1 of an entity belongs to supplier $2; records of other kinds are admins' only. */
const SUPPLIER_OWNS: Record<string, string> = {
  supplier: 'select 1 from supplier where id = $1 and id = $2',
  store: 'select 1 from store where id = $1 and supplier_id = $2',
  stock: 'select 1 from stock s join store st on st.id = s.store_id where s.id = $1 and st.supplier_id = $2',
  adjustment:
    'select 1 from adjustment a join stock s on s.id = a.stock_id join store st on st.id = s.store_id where a.id = $1 and st.supplier_id = $2',
  order: 'select 1 from order_part where order_id = $1 and supplier_id = $2',
  attachment: 'select 1 from attachment where id = $1 and supplier_id = $2',
  user: 'select 1 from user_account where id = $1 and supplier_id = $2',
};

export const AUDIT_ORDER = [{ at: 'desc' }, { id: 'desc' }] as const;

export function auditWhere(query: Omit<AuditListQuery, 'page' | 'size' | 'format'>): FilterQuery<AuditEntry> {
  const where: Record<string, unknown> = {};
  if (query.actor !== undefined) where.actorId = query.actor;
  if (query.entity !== undefined) where.entity = query.entity;
  if (query.entityId !== undefined) where.entityId = query.entityId;
  if (query.action !== undefined) where.action = query.action;
  const at: Record<string, Date> = {};
  if (query.from !== undefined) at.$gte = new Date(query.from);
  if (query.to !== undefined) at.$lt = new Date(query.to);
  if (Object.keys(at).length > 0) where.at = at;
  return where as FilterQuery<AuditEntry>;
}

/** Entries as the API shows them, with each actor's current name (one query for the batch). */
export async function auditViews(em: EntityManager, rows: AuditEntry[]): Promise<AuditEntryView[]> {
  const ids = [...new Set(rows.map((row) => row.actorId).filter((id): id is number => id != null))];
  const users =
    ids.length === 0
      ? []
      : await em.find(User, { id: { $in: ids } }, { fields: ['id', 'name', 'type'], disableIdentityMap: true });
  const byId = new Map(users.map((user) => [user.id, user]));
  return rows.map((row) => {
    const user = row.actorId == null ? undefined : byId.get(row.actorId);
    return {
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actorId == null
          ? null
          : { id: row.actorId, name: user?.name ?? `User ${row.actorId}`, type: user?.type ?? row.actorType ?? '' },
      entity: row.entity,
      entityId: row.entityId,
      action: row.action,
      changes: row.changes,
      note: row.note ?? null,
    };
  });
}

export class AuditService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async list(where: FilterQuery<AuditEntry>, page: PageRequest) {
    const em = this.#orm.em;
    const [rows, total] = await em.findAndCount(AuditEntry, where, {
      orderBy: [...AUDIT_ORDER],
      limit: page.size,
      offset: page.offset,
    });
    return { data: await auditViews(em, rows), pagination: pagination(page, total) };
  }

  /**
   * A supplier reads only the history of its own records (anything else is "not found" to it), and of a record it
   * shares with other suppliers (an order with its part) only the entries that are the whole record's or its own:
   * `where` narrowed so.
   */
  async supplierScoped(
    userId: number,
    entity: string,
    id: number,
    where: FilterQuery<AuditEntry>,
  ): Promise<FilterQuery<AuditEntry>> {
    const supplierId = await this.checkSupplierMayRead(userId, entity, id);
    return { $and: [where, { $or: [{ supplierId: null }, { supplierId }] }] } as FilterQuery<AuditEntry>;
  }

  /** A supplier reads only the history of its own records; anything else is "not found" to it. Answers its supplier. */
  async checkSupplierMayRead(userId: number, entity: string, id: number): Promise<number> {
    const connection = this.#orm.em.getConnection();
    const [user] = await connection.execute<{ supplier_id: number | null }[]>(
      'select supplier_id from user_account where id = ?',
      [userId],
    );
    const sql = SUPPLIER_OWNS[entity];
    const supplierId = user?.supplier_id;
    const owned =
      sql &&
      supplierId != null &&
      (await connection.execute(sql.replace('$1', '?').replace('$2', '?'), [id, supplierId])).length > 0;
    if (!owned) throw notFound(`No history of ${entity} ${id}`);
    return supplierId;
  }
}
