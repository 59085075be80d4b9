// Appends an audit entry for every create, change and delete of an audited entity that goes through the ORM,
// inside the flush's own transaction: the entry is inserted on the transaction's connection right after the
// row it describes, so both commit or neither does. Writes with no signed-in caller (migrations, seeding, jobs)
// are not back-office writes and are not recorded.
import {
  ChangeSetType,
  ReferenceKind,
  type ChangeSet,
  type EntityClass,
  type EntityManager,
  type EventArgs,
  type EventSubscriber,
} from '@mikro-orm/core';
import type { AuditAction, AuditChange, AuditKind, SystemNote } from '@shop/contracts';
import { AuditEntry } from './audit-entry.entity.ts';
import { currentActor } from './audit-context.ts';

/** An entity whose writes are audited, under the resource name its routes use. */
export interface AuditedEntity {
  entity: EntityClass<object>;
  /** As in the route: `payment-method`, `unit-type`, `order`. */
  name: AuditKind;
  /** Deleting one is an undo (a translation's staff text dropped, an adjustment taken back): recorded as `revert`. */
  deleteReverts?: boolean;
  /** Fields never written to the trail (secrets, bytes, counters). `updatedAt` is always left out. */
  ignore?: readonly string[];
}

/** One entry written by hand, for writes the ORM does not see (hand-written SQL in a service's transaction). */
export interface ManualAuditEntry {
  entity: AuditKind;
  entityId: number;
  action: AuditAction;
  changes: AuditChange[];
  /** What a person typed. */
  note?: string | null;
  /** What the system says about the change, as a code with facts (never an English sentence). */
  systemNote?: SystemNote;
  /** The supplier's part of the record this entry is about (see AuditEntry.supplierId); none: the whole record. */
  supplierId?: number | null;
}

/**
 * Appends an entry on `em` (so inside its transaction) as the request's caller, or as `actorId` when the work runs
 * outside a request. No caller at all: not a back-office write, nothing recorded.
 */
export async function appendAuditEntry(em: EntityManager, entry: ManualAuditEntry, actorId?: number): Promise<void> {
  const actor = currentActor() ?? (actorId === undefined ? null : { id: actorId, type: null });
  if (!actor) return;
  await em.insert(AuditEntry, {
    at: new Date(),
    actorId: actor.id,
    actorType: actor.type,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    changes: entry.changes,
    note: entry.note ?? null,
    noteCode: entry.systemNote?.code ?? null,
    noteFacts: entry.systemNote?.facts ?? null,
    supplierId: entry.supplierId ?? null,
  });
}

const ALWAYS_IGNORED = new Set(['updatedAt', 'createdAt']);

export class AuditSubscriber implements EventSubscriber<object> {
  readonly #byClass: Map<EntityClass<object>, AuditedEntity>;

  constructor(audited: readonly AuditedEntity[]) {
    this.#byClass = new Map(audited.map((entry) => [entry.entity, entry]));
  }

  getSubscribedEntities(): EntityClass<object>[] {
    return [...this.#byClass.keys()];
  }

  afterCreate(args: EventArgs<object>): Promise<void> {
    return this.#record(args);
  }

  afterUpdate(args: EventArgs<object>): Promise<void> {
    return this.#record(args);
  }

  afterDelete(args: EventArgs<object>): Promise<void> {
    return this.#record(args);
  }

  async #record(args: EventArgs<object>): Promise<void> {
    const actor = currentActor();
    const audited = this.#byClass.get(args.meta.class as EntityClass<object>);
    if (!actor || !audited || !args.changeSet) return;
    const changes = changesOf(args.changeSet, new Set([...ALWAYS_IGNORED, ...(audited.ignore ?? [])]));
    if (args.changeSet.type === ChangeSetType.UPDATE && changes.length === 0) return;
    // The em here is the flushing one, bound to the flush's transaction: this insert is part of it.
    await args.em.insert(AuditEntry, {
      at: new Date(),
      actorId: actor.id,
      actorType: actor.type,
      entity: audited.name,
      entityId: Number((args.entity as { id: unknown }).id),
      action: actionOf(args.changeSet.type, changes, audited.deleteReverts === true),
      changes,
      note: null,
    });
  }
}

/** Values as JSON keeps them: dates as ISO text, references as their id, decimals as their text. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `<${value.length} bytes>`;
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
  return value;
}

function changesOf(changeSet: ChangeSet<object>, ignored: Set<string>): AuditChange[] {
  const deleted = changeSet.type === ChangeSetType.DELETE || changeSet.type === ChangeSetType.DELETE_EARLY;
  // A delete's change set carries no original data (MikroORM makes it with an empty payload): what the record held
  // is read from the entity itself, so a delete or an undo says what went, not nothing.
  const before = (changeSet.originalEntity ?? (deleted ? fieldsOf(changeSet) : {})) as Record<string, unknown>;
  const after = changeSet.payload as Record<string, unknown>;
  if (deleted) {
    return Object.keys(before)
      .filter((field) => !ignored.has(field) && field !== 'id')
      .map((field) => ({ field, from: plain(before[field]), to: null }));
  }
  const created = changeSet.type === ChangeSetType.CREATE;
  return Object.keys(after)
    .filter((field) => !ignored.has(field) && field !== 'id')
    .map((field) => ({ field, from: created ? null : plain(before[field]), to: plain(after[field]) }))
    .filter((change) => created || JSON.stringify(change.from) !== JSON.stringify(change.to));
}

/** The record's own columns (scalars and the ids it points at; not its collections), as it was when removed. */
function fieldsOf(changeSet: ChangeSet<object>): Record<string, unknown> {
  const entity = changeSet.entity as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const prop of changeSet.meta.props) {
    if (
      prop.kind === ReferenceKind.SCALAR ||
      prop.kind === ReferenceKind.MANY_TO_ONE ||
      prop.kind === ReferenceKind.EMBEDDED
    )
      fields[prop.name] = entity[prop.name];
  }
  return fields;
}

/** What a change was, named the way staff think of it: a switch, an approval, a status move, a stock change. */
function actionOf(type: ChangeSetType, changes: AuditChange[], deleteReverts: boolean): AuditAction {
  if (type === ChangeSetType.CREATE) return 'create';
  if (type === ChangeSetType.DELETE || type === ChangeSetType.DELETE_EARLY) return deleteReverts ? 'revert' : 'delete';
  const fields = new Set(changes.map((change) => change.field));
  const only = (field: string) => fields.size === 1 && fields.has(field);
  const to = (field: string) => changes.find((change) => change.field === field)?.to;
  if (fields.has('status')) return 'status';
  if (fields.has('trashedAt')) return to('trashedAt') === null ? 'restore' : 'trash';
  if (fields.has('deletedAt')) return to('deletedAt') === null ? 'restore' : 'delete';
  if (fields.has('dealerApproved')) return 'approve';
  for (const field of ['enabled', 'active']) {
    if (fields.has(field) && [...fields].every((f) => f === field || f === 'tokenVersion'))
      return to(field) ? 'enable' : 'disable';
  }
  if (only('quantity')) return 'stock';
  return 'update';
}
