import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../identity/user.entity.ts';
import { Order } from './order.entity.ts';

// An internal note staff leave on an order (never shown to the shopper). Append-only like the status history.
// `supplierId` is the author's supplier (null for the shop's own staff): a supplier reads the shop's notes and its
// own, never another supplier's.
const OrderNoteSchema = defineEntity({
  name: 'OrderNote',
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    author: () => p.manyToOne(User),
    supplierId: p.integer().nullable(),
    body: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['order', 'createdAt'] }],
});

export class OrderNote extends OrderNoteSchema.class {}
OrderNoteSchema.setClass(OrderNote);
