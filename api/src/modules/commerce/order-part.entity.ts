import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { DELIVERY_CHOICES, ORDER_STATUSES } from '@shop/contracts';
import { orderPartRollupTriggers } from '../insights/sales-rollup-sql.ts';
import { Supplier } from '../supply/supplier.entity.ts';
import { Order } from './order.entity.ts';

// One supplier's part of an order (decisions.md, "Per-supplier fulfilment"): the lines bought from that supplier,
// moving along the order state machine by themselves. The order's own status is derived from its parts
// (order-parts.ts), so a supplier's move never changes another supplier's lines, stock, invoice or timeline.
const OrderPartSchema = defineEntity({
  name: 'OrderPart',
  extends: BaseEntity,
  properties: {
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    supplier: () => p.manyToOne(Supplier),
    status: p.enum(ORDER_STATUSES).default('PENDING'),
    // The delivery quoted for the part when ordered (decisions.md, "Delivery"), kept as quoted: a later change of the
    // zone never changes an order. Null option: placed before delivery was priced (fees 0). `codFee` is the cash on
    // delivery fee of a shipped part of a CASH order. The part's invoice adds both to its lines.
    deliveryOption: p.enum(DELIVERY_CHOICES).nullable(),
    deliveryFee: p.decimal().precision(12).scale(2).default('0').check('delivery_fee >= 0'),
    codFee: p.decimal().precision(12).scale(2).default('0').check('cod_fee >= 0'),
    deliveryDaysMin: p.integer().nullable(),
    deliveryDaysMax: p.integer().nullable(),
  },
  uniques: [{ properties: ['order', 'supplier'] }],
  // A supplier's desk lists and counts its parts by status.
  indexes: [{ properties: ['supplier', 'status'] }],
  // The suppliers' dashboard rows follow their parts' moves (insights/sales-rollup-sql.ts).
  triggers: orderPartRollupTriggers,
});

export class OrderPart extends OrderPartSchema.class {}
OrderPartSchema.setClass(OrderPart);
