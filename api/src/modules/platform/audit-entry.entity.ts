import { defineEntity, p, type TriggerDef } from '@mikro-orm/core';
import { AUDIT_ACTIONS } from '@shop/contracts';

// Refuses any change to a written entry, whoever sends it: the trail is append-only in the database itself,
// not only because no route changes it.
const appendOnly: TriggerDef = {
  name: 'audit_entry_append_only',
  timing: 'before',
  events: ['update', 'delete'],
  forEach: 'row',
  body: "raise exception 'audit entries are append-only';",
};

// One back-office write: who (the signed-in user; kept when the account goes), when, which record (the route's
// resource name and the record's id), what was done, and each changed field's old and new value. Written in the
// same transaction as the write (platform/audit-subscriber.ts), so neither exists without the other.
const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entry',
  triggers: [appendOnly],
  indexes: [{ properties: ['entity', 'entityId', 'at'] }, { properties: ['actorId', 'at'] }, { properties: ['at'] }],
  properties: {
    id: p.integer().primary(),
    at: p.datetime().onCreate(() => new Date()),
    // No foreign key: an account removed for good (a supplier that never traded) keeps its history.
    actorId: p.integer().nullable(),
    actorType: p.string().length(20).nullable(),
    entity: p.string().length(50),
    entityId: p.integer(),
    action: p.enum(AUDIT_ACTIONS),
    changes: p.json<{ field: string; from: unknown; to: unknown }[]>(),
    /** What a person typed. */
    note: p.text().nullable(),
    // What the system wrote, as a code with facts (worded by the page in the reader's language).
    noteCode: p.string().length(40).nullable(),
    noteFacts: p.json<Record<string, number | string>>().nullable(),
    // The supplier whose part of the record the entry is about (an order part's move, a supplier's note); null: the
    // whole record. A supplier reads a shared record's entries that are its own or the whole record's, never another
    // supplier's (audit.service.ts).
    supplierId: p.integer().nullable(),
  },
});

export class AuditEntry extends AuditEntrySchema.class {}
AuditEntrySchema.setClass(AuditEntry);
