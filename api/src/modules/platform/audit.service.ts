// Reads of the audit trail: the admins' filtered list (and its CSV) and one record's history. No write here:
// entries are written only by the audit subscriber, inside the transaction of the change they describe.
import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import type { AuditEntryView, AuditListQuery, SystemNoteCode } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import type { PageRequest } from '../../lib/paging.ts';
import { pagination } from '../../lib/paging.ts';
import { User } from '../identity/user.entity.ts';
import { AuditEntry } from './audit-entry.entity.ts';
import { AuditNames, nameKey } from './audit-names.ts';

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

/**
 * Entries as the API shows them: each actor's current name, and the names of the record and of the records its
 * changed fields point at (one query for the actors and one per kind named, for the whole batch).
 */
export async function auditViews(em: EntityManager, rows: AuditEntry[], names: AuditNames): Promise<AuditEntryView[]> {
  const ids = [...new Set(rows.map((row) => row.actorId).filter((id): id is number => id != null))];
  const users =
    ids.length === 0
      ? []
      : await em.find(User, { id: { $in: ids } }, { fields: ['id', 'name', 'type'], disableIdentityMap: true });
  const byId = new Map(users.map((user) => [user.id, user]));
  const wanted = new Map<string, Set<number>>();
  const want = (kind: string, id: unknown) => {
    if (typeof id !== 'number' || !Number.isInteger(id)) return;
    const set = wanted.get(kind) ?? new Set<number>();
    wanted.set(kind, set.add(id));
  };
  for (const row of rows) {
    want(row.entity, row.entityId);
    for (const change of row.changes) {
      const kind = names.refKind(row.entity, change.field);
      if (kind) [change.from, change.to].forEach((id) => want(kind, id));
    }
  }
  const named = await names.names(em, wanted);
  const nameOf = (kind: string, id: unknown) =>
    typeof id === 'number' ? (named.get(nameKey(kind, id)) ?? null) : null;
  return rows.map((row) => {
    const user = row.actorId == null ? undefined : byId.get(row.actorId);
    return {
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actorId == null
          ? null
          : { id: row.actorId, name: user?.name ?? null, type: user?.type ?? row.actorType ?? '' },
      entity: row.entity,
      entityId: row.entityId,
      record: nameOf(row.entity, row.entityId),
      action: row.action,
      changes: row.changes.map((change) => {
        const kind = names.refKind(row.entity, change.field);
        return kind
          ? { ...change, kind, fromName: nameOf(kind, change.from), toName: nameOf(kind, change.to) }
          : change;
      }),
      note: row.note ?? null,
      noteCode: (row.noteCode as SystemNoteCode | null | undefined) ?? null,
      noteFacts: row.noteFacts ?? null,
    };
  });
}

/**
 * A part's history is also its fitments': the entries of the fitments it has now, and of those it had (a removed
 * fitment's entry names the part it belonged to).
 */
export async function partHistoryWhere(em: EntityManager, partId: number): Promise<FilterQuery<AuditEntry>> {
  const fitments = await (em as SqlEntityManager).execute<{ id: number }[]>(
    `select id from part_fit where part_id = ?
     union
     select entity_id from audit_entry where entity = 'part-fit'
       and (changes @> jsonb_build_array(jsonb_build_object('field', 'part', 'to', ?::int))
         or changes @> jsonb_build_array(jsonb_build_object('field', 'part', 'from', ?::int)))`,
    [partId, partId, partId],
    'all',
  );
  return {
    $or: [
      { entity: 'part', entityId: partId },
      { entity: 'part-fit', entityId: { $in: fitments.map((row) => row.id) } },
    ],
  } as FilterQuery<AuditEntry>;
}

export class AuditService {
  readonly #orm: Orm;
  readonly names: AuditNames;

  constructor(orm: Orm) {
    this.#orm = orm;
    this.names = new AuditNames(orm);
  }

  async list(where: FilterQuery<AuditEntry>, page: PageRequest) {
    const em = this.#orm.em;
    const [rows, total] = await em.findAndCount(AuditEntry, where, {
      orderBy: [...AUDIT_ORDER],
      limit: page.size,
      offset: page.offset,
    });
    return { data: await auditViews(em, rows, this.names), pagination: pagination(page, total) };
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
