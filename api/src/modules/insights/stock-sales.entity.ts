import { defineEntity, p } from '@mikro-orm/core';
import { salesChangedTrigger } from '../../db/catalog-changed.ts';

// What each stock has sold (open lines of every order), with its supplier and its part's first vehicle, so the
// top sellers are one index scan. Written only by the triggers of sales-rollup-sql.ts.
const StockSalesSchema = defineEntity({
  name: 'StockSales',
  properties: {
    stockId: p.integer().primary().autoincrement(false),
    supplierId: p.integer(),
    brandId: p.integer(),
    modelId: p.integer(),
    yearId: p.integer(),
    lines: p.integer().default(0),
    units: p.bigint().default(0),
    sales: p.decimal().precision(16).scale(2).default(0),
  },
  indexes: [
    {
      name: 'stock_sales_units_index',
      expression: 'create index "stock_sales_units_index" on "stock_sales" ("units" desc, "stock_id")',
    },
    {
      name: 'stock_sales_supplier_units_index',
      expression:
        'create index "stock_sales_supplier_units_index" on "stock_sales" ("supplier_id", "units" desc, "stock_id")',
    },
  ],
  // Tells the dashboard's cache that the figures changed (plugins/catalog-cache.ts).
  triggers: [salesChangedTrigger],
});

export class StockSales extends StockSalesSchema.class {}
StockSalesSchema.setClass(StockSales);
