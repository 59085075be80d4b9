import { defineEntity, p } from '@mikro-orm/core';
import { ORDER_STATUSES } from '@shop/contracts';
import { OrderPart } from './order-part.entity.ts';
import { Order } from './order.entity.ts';

// Append-only: every move of an order's status (and its creation, from null), who made it and why. `part` names
// the supplier's part that moved; null is a move of the whole order (its creation, and every move written before
// orders had parts), which belongs to every part's timeline.
const OrderStatusHistorySchema = defineEntity({
  name: 'OrderStatusHistory',
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    part: () => p.manyToOne(OrderPart).deleteRule('cascade').nullable(),
    fromStatus: p.enum(ORDER_STATUSES).nullable(),
    toStatus: p.enum(ORDER_STATUSES),
    // Text: a back-office cancel's note joins the reasons and the refund note (up to 1000 characters each).
    note: p.text().nullable(),
    // A system-written note: a code and its facts, worded when shown (shared/contracts system-note.ts).
    noteCode: p.string().length(40).nullable(),
    noteFacts: p.json<Record<string, number | string>>().nullable(),
    changedById: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['order', 'createdAt'] }],
});

export class OrderStatusHistory extends OrderStatusHistorySchema.class {}
OrderStatusHistorySchema.setClass(OrderStatusHistory);
