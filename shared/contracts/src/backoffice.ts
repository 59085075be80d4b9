// The back-office foundation's shapes: list queries (paging, search, sort, CSV), the base record, the audit trail
// and saved list views. Every reference resource built with the API's CRUD helper answers these.
import Type, { type Static, type TProperties } from 'typebox';
import { DEFAULT_PAGE_SIZE, Id, MAX_INT32, MAX_PAGE_SIZE, Nullable } from './envelope.ts';
import { SystemNoteCodeSchema, SystemNoteFacts } from './system-note.ts';

/** `sort=name` is ascending, `sort=-name` descending; each list documents the fields it sorts by. */
export const SortParam = Type.String({
  pattern: '^-?[A-Za-z][A-Za-z0-9]{0,63}$',
  description: 'A field to sort by; a leading "-" sorts descending',
});

/** What every back-office list takes. Filters of one resource are added with `listQuery({...})`. */
export const ListQueryFields = {
  page: Type.Optional(
    Type.Integer({ minimum: 0, maximum: MAX_INT32, default: 0, description: 'Zero-based page number' }),
  ),
  size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Items per page' }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 200, description: "Free text matched against the list's searchable fields" }),
  ),
  sort: Type.Optional(SortParam),
  format: Type.Optional(
    Type.Enum(['json', 'csv'], { description: 'csv: the whole filtered list as text/csv (so does Accept: text/csv)' }),
  ),
};
/** A staff CSV's reader: its language and time zone (the orders and reviews exports). */
export const CsvReaderFields = {
  lang: Type.Optional(Type.Enum(['en', 'km'], { description: "CSV: the staff member's language (en by default)" })),
  tz: Type.Optional(
    Type.String({
      maxLength: 64,
      pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$',
      description: "CSV: the staff member's time zone for times (IANA, Asia/Phnom_Penh by default)",
    }),
  ),
};
export const ListQuery = Type.Object(ListQueryFields);
export type ListQuery = Static<typeof ListQuery>;
/** A list query with a resource's own filters. */
export const listQuery = <P extends TProperties>(filters: P) => Type.Object({ ...ListQueryFields, ...filters });

/** The columns every record made with the base entity has. */
export const BaseRecordFields = {
  id: Id,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

// ---- Audit trail ----------------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'enable',
  'disable',
  'approve',
  'stock',
  'trash',
  'restore',
  /** An undo: a staff change dropped (a translation back to its built text), an adjustment taken back. */
  'revert',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Every kind of record the audit trail holds, as the routes name them. The API may write only these (its audited
 * entities and hand-written entries are typed by this list) and the audit screen words and filters by it, so the
 * two cannot drift apart.
 */
export const AUDIT_KINDS = [
  'currency',
  'payment-method',
  'language',
  'configuration',
  'translation',
  'unit-type',
  'year',
  'brand',
  'model',
  'category',
  'accessory-category',
  'brand-item',
  'part',
  'part-fit',
  'item',
  'item-unit',
  'accessory',
  'location',
  'attachment',
  'user',
  'supplier',
  'store',
  'stock',
  'adjustment',
  'order',
  'receipt',
  'supplier-return-stock',
  'review',
  'release',
  'delivery-zone',
  'district',
  'uncarried-brand',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** A resource name as it appears in routes (`payment-method`, `unit-type`, `order`). */
export const AuditEntityName = Type.String({
  pattern: '^[a-z][a-z0-9-]{0,49}$',
  description: 'Resource name as in the route, e.g. unit-type',
});

/** One changed field; `from` is null on create, `to` is null on delete. */
export const AuditChange = Type.Object({
  field: Type.String(),
  from: Type.Unknown(),
  to: Type.Unknown(),
});
export type AuditChange = Static<typeof AuditChange>;

/**
 * A record's name as it is now, in both languages, for a person to read instead of its id; `pageId`: the record
 * whose back-office page shows this one (a fitment's part, an adjustment's stock), when it is not the record itself.
 */
export const AuditRecordName = Type.Object({
  name: Type.String(),
  nameKh: Nullable(Type.String()),
  pageId: Type.Optional(Id),
});
export type AuditRecordName = Static<typeof AuditRecordName>;

/** A changed field as answered: a field that points at another record also names it (`kind`, `fromName`, `toName`). */
export const AuditChangeView = Type.Object({
  field: Type.String(),
  from: Type.Unknown(),
  to: Type.Unknown(),
  kind: Type.Optional(Type.String()),
  fromName: Type.Optional(Nullable(AuditRecordName)),
  toName: Type.Optional(Nullable(AuditRecordName)),
});
export type AuditChangeView = Static<typeof AuditChangeView>;

export const AuditEntryView = Type.Object({
  id: Id,
  at: Type.String({ format: 'date-time' }),
  /** null: the system. `name` null: the account is gone (the screen words it in the reader's language). */
  actor: Type.Union([Type.Object({ id: Id, name: Nullable(Type.String()), type: Type.String() }), Type.Null()]),
  entity: Type.String(),
  entityId: Id,
  action: Type.Enum(AUDIT_ACTIONS),
  /** The record's name now; null when the record is gone or has no name (an order, a receipt). */
  record: Nullable(AuditRecordName),
  changes: Type.Array(AuditChangeView),
  /** What a person typed. */
  note: Type.Union([Type.String(), Type.Null()]),
  /** A system-written note as a code, worded by the page with `noteFacts` (system-note.ts). */
  noteCode: Nullable(SystemNoteCodeSchema),
  noteFacts: Nullable(SystemNoteFacts),
});
export type AuditEntryView = Static<typeof AuditEntryView>;

/** GET /api/backend/audit: newest first. */
export const AuditListQuery = Type.Object({
  page: ListQueryFields.page,
  size: ListQueryFields.size,
  format: ListQueryFields.format,
  actor: Type.Optional(Id),
  entity: Type.Optional(AuditEntityName),
  entityId: Type.Optional(Id),
  action: Type.Optional(Type.Enum(AUDIT_ACTIONS)),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'From this time (inclusive)' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Before this time (exclusive)' })),
});
export type AuditListQuery = Static<typeof AuditListQuery>;

export const AuditRecordParams = Type.Object({ entity: AuditEntityName, id: Id });
export type AuditRecordParams = Static<typeof AuditRecordParams>;
/** GET /api/backend/audit/:entity/:id: a page of one record's history. */
export const AuditRecordQuery = Type.Object({ page: ListQueryFields.page, size: ListQueryFields.size });
export type AuditRecordQuery = Static<typeof AuditRecordQuery>;

// ---- Saved list views ---------------------------------------------------------------------------------------

/** A URL query value: text, or several texts for a repeated parameter (numbers and booleans as their text). */
const FilterValue = Type.Union([
  Type.String({ maxLength: 500 }),
  Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 }),
]);

const savedViewFields = {
  screen: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[a-z0-9][a-z0-9/._-]*$',
    description: 'Which list, e.g. admin-system/currency',
  }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  filters: Type.Record(Type.String({ maxLength: 64 }), FilterValue, {
    maxProperties: 50,
    description: "The list's URL query, page excluded",
  }),
  sort: Type.Union([SortParam, Type.Null()]),
  columns: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
    maxItems: 100,
    description: 'Shown columns, in order',
  }),
};

export const SavedViewBody = Type.Object({
  screen: savedViewFields.screen,
  name: savedViewFields.name,
  filters: Type.Optional(savedViewFields.filters),
  sort: Type.Optional(savedViewFields.sort),
  columns: Type.Optional(savedViewFields.columns),
});
export type SavedViewBody = Static<typeof SavedViewBody>;
export const SavedViewPatch = Type.Partial(SavedViewBody, { minProperties: 1 });
export type SavedViewPatch = Static<typeof SavedViewPatch>;

export const SavedView = Type.Object({ ...BaseRecordFields, ...savedViewFields });
export type SavedView = Static<typeof SavedView>;

export const SavedViewQuery = Type.Object({ screen: Type.Optional(savedViewFields.screen) });
export type SavedViewQuery = Static<typeof SavedViewQuery>;
