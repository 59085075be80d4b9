import { defineEntity, p } from '@mikro-orm/core';
import { ORDER_LINE_STATUSES } from '@shop/contracts';
import { BaseEntity } from '../../db/base-entity.ts';
import { ItemUnit } from '../catalog/item-unit.entity.ts';
import { Stock } from '../supply/stock.entity.ts';
import { Supplier } from '../supply/supplier.entity.ts';
import { orderDetailRollupTriggers } from '../insights/sales-rollup-sql.ts';
import { OrderPart } from './order-part.entity.ts';
import { Order } from './order.entity.ts';

// One line of an order: what was bought from which supplier, in which unit, at which price (copied when
// placed). `baseQuantity` (quantity x factor) is what was taken from the stock and what a cancel returns.
const OrderDetailSchema = defineEntity({
  name: 'OrderDetail',
  extends: BaseEntity,
  properties: {
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    /** The supplier's part of the order the line belongs to (its supplier's lines move together). */
    part: () => p.manyToOne(OrderPart).deleteRule('cascade'),
    stock: () => p.manyToOne(Stock),
    supplier: () => p.manyToOne(Supplier),
    itemUnit: () => p.manyToOne(ItemUnit),
    quantity: p.integer().check('quantity >= 1'),
    factor: p.integer().check('factor >= 1'),
    baseQuantity: p.integer().check('base_quantity >= 1'),
    unitPrice: p.decimal().precision(14).scale(2).check('unit_price >= 0'),
    lineTotal: p.decimal().precision(14).scale(2).check('line_total >= 0'),
    status: p.enum(ORDER_LINE_STATUSES).default('OPEN'),
    cancelledAt: p.datetime().nullable(),
  },
  indexes: [
    { properties: ['order'] },
    { properties: ['supplier', 'order'] },
    { properties: ['part'] },
    // The staff order search by part number: the lines of the matching stocks.
    {
      name: 'order_detail_stock_id_index',
      expression: 'create index "order_detail_stock_id_index" on "order_detail" ("stock_id")',
    },
  ],
  // The dashboard's rollups follow every line written or cancelled (insights/sales-rollup-sql.ts).
  triggers: orderDetailRollupTriggers,
});

export class OrderDetail extends OrderDetailSchema.class {}
OrderDetailSchema.setClass(OrderDetail);
