// Supplier stock returns: a supplier sends units of one of its own stocks back (decisions.md: supplier stock returns).
import Type, { type Static } from 'typebox';
import { Id, Nullable } from './envelope.ts';
import { LineItem, LineSupplier, LineUnit } from './commerce.ts';
import { SystemNoteCodeSchema, SystemNoteFacts } from './system-note.ts';

export const SupplierReturnBody = Type.Object({
  stockId: Id,
  itemUnitId: Type.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    description: "One of the stock's item units; the quantity is in it",
  }),
  quantity: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'How many of the chosen unit go back' }),
  reason: Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: '\\S',
    description: 'Why the units go back (damaged, wrong part...)',
  }),
});
export type SupplierReturnBody = Static<typeof SupplierReturnBody>;

/** One stock-history row the return wrote: the take when it was made, the give-back when it was deleted. */
export const SupplierReturnHistoryRow = Type.Object({
  quantityBefore: Type.Integer(),
  quantityAfter: Type.Integer(),
  reason: Type.String(),
  note: Nullable(Type.String()),
  /** The system's note, worded by the page with `noteFacts` (system-note.ts): SUPPLIER_RETURN { returnId }. */
  noteCode: Nullable(SystemNoteCodeSchema),
  noteFacts: Nullable(SystemNoteFacts),
  createdAt: Type.String({ format: 'date-time' }),
});

export const SupplierReturnView = Type.Object({
  id: Id,
  stockId: Id,
  item: LineItem,
  supplier: LineSupplier,
  unit: LineUnit,
  quantity: Type.Integer({ minimum: 1, description: 'In the chosen unit' }),
  baseQuantity: Type.Integer({ minimum: 1, description: 'quantity x unit factor, what left the stock' }),
  reason: Type.String(),
  stockQuantity: Type.Integer({ minimum: 0, description: "The stock's base units now" }),
  createdBy: Nullable(Type.Object({ id: Id, name: Type.String() })),
  createdAt: Type.String({ format: 'date-time' }),
  history: Type.Array(SupplierReturnHistoryRow),
});
export type SupplierReturnView = Static<typeof SupplierReturnView>;

export const SupplierReturnListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  format: Type.Optional(Type.Enum(['json', 'csv'], { description: 'csv: the whole filtered list as text/csv' })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Part number or item name' })),
  stockId: Type.Optional(Id),
  supplierId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "Admins: one supplier's returns" }),
  ),
  from: Type.Optional(
    Type.String({ format: 'date', description: 'Made on or after this day (YYYY-MM-DD, Phnom Penh time)' }),
  ),
  to: Type.Optional(
    Type.String({ format: 'date', description: 'Made on or before this day (YYYY-MM-DD, Phnom Penh time)' }),
  ),
});
export type SupplierReturnListQuery = Static<typeof SupplierReturnListQuery>;

/** 409 RETURN_EXCEEDS_STOCK: `available` base units are in stock, `availableInUnit` whole units of the chosen one. */
export const ReturnExceedsStockBody = Type.Object({
  statusCode: Type.Literal(409),
  code: Type.Literal('RETURN_EXCEEDS_STOCK'),
  message: Type.String(),
  field: Type.Literal('quantity'),
  available: Type.Integer({ minimum: 0 }),
  availableInUnit: Type.Integer({ minimum: 0 }),
});
export type ReturnExceedsStockBody = Static<typeof ReturnExceedsStockBody>;
