import { defineEntity, p } from '@mikro-orm/core';
import { STOCK_CHANGE_REASONS } from '@shop/contracts';
import { Stock } from './stock.entity.ts';

// Append-only: one row for every change of a stock's quantity, with before, after, why and who.
// `createdById` is the user's id (kept as a plain column so this module does not depend on identity).
const StockHistorySchema = defineEntity({
  name: 'StockHistory',
  properties: {
    id: p.integer().primary(),
    stock: () => p.manyToOne(Stock).deleteRule('cascade'),
    quantityBefore: p.integer(),
    quantityAfter: p.integer(),
    reason: p.enum(STOCK_CHANGE_REASONS),
    note: p.string().length(500).nullable(),
    // A system-written note: a code and its facts, worded when shown (shared/contracts system-note.ts).
    noteCode: p.string().length(40).nullable(),
    noteFacts: p.json<Record<string, number | string>>().nullable(),
    createdById: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['stock', 'createdAt'] }],
});

export class StockHistory extends StockHistorySchema.class {}
StockHistorySchema.setClass(StockHistory);
