import { defineEntity, p } from '@mikro-orm/core';
import { salesChangedTrigger } from '../../db/catalog-changed.ts';

// Orders per day, supplier (0 = the whole shop) and order status: orders placed, their open lines, base units
// and USD (lines, and apart the parts' delivery fees). Written only by the triggers of sales-rollup-sql.ts.
const SalesRollupSchema = defineEntity({
  name: 'SalesRollup',
  properties: {
    id: p.bigint().primary(),
    day: p.date(),
    supplierId: p.integer(),
    status: p.string().length(16),
    orders: p.integer().default(0),
    lines: p.integer().default(0),
    units: p.bigint().default(0),
    sales: p.decimal().precision(16).scale(2).default(0),
    /** The delivery fees (shipping and cash on delivery) of the parts counted, apart from `sales` (their lines). */
    delivery: p.decimal().precision(16).scale(2).default(0),
  },
  uniques: [{ name: 'sales_rollup_key', properties: ['supplierId', 'day', 'status'] }],
  // Tells the dashboard's cache that the figures changed (plugins/catalog-cache.ts).
  triggers: [salesChangedTrigger],
});

export class SalesRollup extends SalesRollupSchema.class {}
SalesRollupSchema.setClass(SalesRollup);
