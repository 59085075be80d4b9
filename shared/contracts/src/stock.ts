// The stock desk (/api/backend/stock, /adjustment, /stock-history, /store): what each store holds, every change
// of a quantity as history, counted corrections, and the stores themselves.
import Type, { type Static } from 'typebox';
import { STOCK_CHANGE_REASONS } from './catalog-vocabulary.ts';
import { SystemNoteCodeSchema, SystemNoteFacts } from './system-note.ts';
import { Money } from './catalog-parts.ts';
import { LineItem, LineSupplier, LineUnit } from './commerce.ts';
import { Id, Nullable, PageQuery } from './envelope.ts';
import { SupplierStore } from './supplier.ts';

/** A price in dollars, zero or more, up to two decimals, as text so it stays exact ("12.50"). */
export const PriceText = Type.String({
  pattern: '^\\d{1,10}(\\.\\d{1,2})?$',
  description: 'Dollars, up to two decimals (e.g. "12.50")',
});

/** How many base units: more than zero (a quantity that changes nothing is a mistake). */
export const PositiveQuantity = Type.Integer({
  minimum: 1,
  maximum: 1_000_000,
  description: 'Base units, more than zero',
});
export const AlertThreshold = Type.Integer({
  minimum: 0,
  maximum: 1_000_000,
  description: 'At or below this many base units the stock is low',
});

/** One stock: an item in one store, how many are left, its prices and its low-stock threshold. */
export const StockView = Type.Object({
  id: Id,
  item: LineItem,
  store: Type.Object({ id: Id, name: Type.String(), nameKh: Nullable(Type.String()) }),
  supplier: LineSupplier,
  baseUnit: Nullable(LineUnit),
  quantity: Type.Integer({ minimum: 0, description: 'Base units left' }),
  price: Money,
  dealerPrice: Money,
  alertThreshold: Type.Integer({ minimum: 0 }),
  /** quantity <= alertThreshold */
  low: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type StockView = Static<typeof StockView>;

export const StockListQuery = Type.Object({
  ...PageQuery.properties,
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'A part number (any spelling, from its start) or part of a name (English or Khmer)',
    }),
  ),
  storeId: Type.Optional(Id),
  supplierId: Type.Optional(Id),
  low: Type.Optional(Type.Boolean({ description: 'true: only stocks at or below their threshold' })),
  sort: Type.Optional(
    Type.Union(
      [
        Type.Literal('name'),
        Type.Literal('-name'),
        Type.Literal('quantity'),
        Type.Literal('-quantity'),
        Type.Literal('price'),
        Type.Literal('-price'),
        Type.Literal('updatedAt'),
        Type.Literal('-updatedAt'),
      ],
      {
        description: 'name (default), quantity, price or updatedAt; a leading "-" sorts descending',
      },
    ),
  ),
});
export type StockListQuery = Static<typeof StockListQuery>;

/** POST /api/backend/stock: an item in a store (a supplier's own store; an admin names the store). */
export const StockBody = Type.Object({
  itemId: Id,
  storeId: Type.Optional(Id),
  price: PriceText,
  dealerPrice: Type.Optional(PriceText),
  alertThreshold: Type.Optional(AlertThreshold),
  /** Opening quantity, written to the history as INITIAL. */
  quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export type StockBody = Static<typeof StockBody>;

/** PUT /api/backend/stock/:id: prices and threshold; the quantity changes only through increases, adjustments and orders. */
export const StockPatch = Type.Object(
  {
    price: Type.Optional(PriceText),
    dealerPrice: Type.Optional(PriceText),
    alertThreshold: Type.Optional(AlertThreshold),
  },
  { minProperties: 1 },
);
export type StockPatch = Static<typeof StockPatch>;

export const StockAlertBody = Type.Object({ alertThreshold: AlertThreshold });
export type StockAlertBody = Static<typeof StockAlertBody>;

export const StockIncreaseBody = Type.Object({
  quantity: PositiveQuantity,
  note: Type.Optional(Type.String({ maxLength: 500, description: 'e.g. the delivery note number' })),
});
export type StockIncreaseBody = Static<typeof StockIncreaseBody>;

/** PUT /api/backend/stock/price: change chosen stocks' prices by a percentage (-90 .. +1000), one result per stock. */
export const StockPriceBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 100 }),
  percent: Type.Number({
    minimum: -90,
    maximum: 1000,
    description: '+10 raises by 10 %, -5 lowers by 5 %; rounded to the cent',
  }),
  dealerPrice: Type.Optional(Type.Boolean({ description: 'Change the dealer price too (default true)' })),
});
export type StockPriceBody = Static<typeof StockPriceBody>;

export const StockPriceResult = Type.Object({
  id: Id,
  ok: Type.Boolean(),
  /** NOT_FOUND (not a stock of yours), or the new prices. */
  code: Nullable(Type.String()),
  price: Nullable(Money),
  dealerPrice: Nullable(Money),
});
export type StockPriceResult = Static<typeof StockPriceResult>;

/** GET /api/backend/stock/items-unit: items to stock, with their units and whether the store holds them already. */
export const StockItemQuery = Type.Object({
  ...PageQuery.properties,
  search: Type.Optional(Type.String({ maxLength: 100 })),
  storeId: Type.Optional(Id),
});
export type StockItemQuery = Static<typeof StockItemQuery>;

export const StockItemOption = Type.Object({
  item: LineItem,
  units: Type.Array(Type.Object({ ...LineUnit.properties, isBase: Type.Boolean() })),
  /** The store's stock of this item, when it has one (the caller's store, or `storeId`'s). */
  stockId: Nullable(Id),
});
export type StockItemOption = Static<typeof StockItemOption>;

/** 409 INSUFFICIENT_STOCK. */
export const InsufficientStockBody = Type.Object({
  statusCode: Type.Literal(409),
  code: Type.Literal('INSUFFICIENT_STOCK'),
  message: Type.String(),
  field: Type.String(),
  available: Type.Integer({ minimum: 0 }),
  /** The same number among the facts every error answer may carry, for the front ends' wordings. */
  facts: Type.Object({ available: Type.Integer({ minimum: 0 }) }),
});

// ---- stock history

export const StockHistoryView = Type.Object({
  id: Id,
  stockId: Id,
  quantityBefore: Type.Integer(),
  quantityAfter: Type.Integer(),
  /** quantityAfter - quantityBefore */
  change: Type.Integer(),
  reason: Type.Enum(STOCK_CHANGE_REASONS),
  /** What a person typed (an adjustment's reason); null when the system wrote `noteCode`. */
  note: Nullable(Type.String()),
  /** A system-written note as a code, worded by the page with `noteFacts` (system-note.ts). */
  noteCode: Nullable(SystemNoteCodeSchema),
  noteFacts: Nullable(SystemNoteFacts),
  createdBy: Nullable(Type.Object({ id: Id, name: Type.String() })),
  createdAt: Type.String({ format: 'date-time' }),
});
export type StockHistoryView = Static<typeof StockHistoryView>;

export const StockHistoryQuery = Type.Object({
  ...PageQuery.properties,
  reason: Type.Optional(Type.Enum(STOCK_CHANGE_REASONS)),
});
export type StockHistoryQuery = Static<typeof StockHistoryQuery>;

// ---- adjustments

/** A counted correction: units found, damaged or lost, or a recount that sets the quantity to what was counted. */
export const ADJUSTMENT_KINDS = ['FOUND', 'DAMAGED', 'LOST', 'RECOUNT'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

export const AdjustmentBody = Type.Object({
  stockId: Id,
  kind: Type.Enum(ADJUSTMENT_KINDS),
  /** FOUND/DAMAGED/LOST: how many units (more than zero); RECOUNT: the quantity counted (zero or more). */
  quantity: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  reason: Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: '\\S',
    description: 'Why: what was counted, found or broken',
  }),
});
export type AdjustmentBody = Static<typeof AdjustmentBody>;

/** An adjustment as a stock's own form asks for it (the stock is the form's). */
export const StockAdjustmentForm = Type.Omit(AdjustmentBody, ['stockId']);

/** PUT /api/backend/adjustment/:id: only the reason is corrected; the quantities are history (adjust again instead). */
export const AdjustmentPatch = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) });
export type AdjustmentPatch = Static<typeof AdjustmentPatch>;

export const AdjustmentView = Type.Object({
  id: Id,
  stockId: Id,
  item: LineItem,
  store: Type.Object({ id: Id, name: Type.String() }),
  kind: Type.Enum(ADJUSTMENT_KINDS),
  quantity: Type.Integer(),
  reason: Type.String(),
  quantityBefore: Type.Integer(),
  quantityAfter: Type.Integer(),
  createdBy: Nullable(Type.Object({ id: Id, name: Type.String() })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AdjustmentView = Static<typeof AdjustmentView>;

export const AdjustmentListQuery = Type.Object({
  ...PageQuery.properties,
  stockId: Type.Optional(Id),
  storeId: Type.Optional(Id),
  kind: Type.Optional(Type.Enum(ADJUSTMENT_KINDS)),
});
export type AdjustmentListQuery = Static<typeof AdjustmentListQuery>;

// ---- stores (admin)

export const StoreListQuery = Type.Object({
  ...PageQuery.properties,
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of the store or supplier name (English or Khmer) or phone' }),
  ),
  enabled: Type.Optional(Type.Boolean()),
});
export type StoreListQuery = Static<typeof StoreListQuery>;

/** A store with its supplier's name and how much it holds. */
export const StoreView = Type.Object({
  ...SupplierStore.properties,
  supplierName: Type.String(),
  stockCount: Type.Integer({ minimum: 0 }),
  lowStockCount: Type.Integer({ minimum: 0 }),
});
export type StoreView = Static<typeof StoreView>;

/** POST /api/backend/store: a store for a supplier that has none (a supplier runs one store). */
export const StoreCreateBody = Type.Object({
  supplierId: Id,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  nameKh: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
  phone: Type.Optional(Nullable(Type.String({ minLength: 6, maxLength: 32, pattern: '^\\+?[0-9 ()-]+$' }))),
  address: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 500 }))),
  enabled: Type.Optional(Type.Boolean()),
});
export type StoreCreateBody = Static<typeof StoreCreateBody>;

export const StoreAdminPatch = Type.Partial(Type.Omit(StoreCreateBody, ['supplierId']), { minProperties: 1 });
export type StoreAdminPatch = Static<typeof StoreAdminPatch>;
