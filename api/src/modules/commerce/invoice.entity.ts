import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { INVOICE_STATUSES } from '@shop/contracts';
import { Supplier } from '../supply/supplier.entity.ts';
import { OrderPart } from './order-part.entity.ts';
import { Order } from './order.entity.ts';

// One per supplier's part of an order, made when that part is accepted; cancelling the part cancels it, and paying
// it in full moves the part to PAID. Never edited otherwise, never deleted.
const InvoiceSchema = defineEntity({
  name: 'Invoice',
  extends: BaseEntity,
  properties: {
    order: () => p.manyToOne(Order),
    part: () => p.manyToOne(OrderPart),
    supplier: () => p.manyToOne(Supplier),
    status: p.enum(INVOICE_STATUSES).default('ACCEPTED'),
    total: p.decimal().precision(14).scale(2).check('total >= 0'),
    cancelledAt: p.datetime().nullable(),
  },
  uniques: [{ properties: ['order', 'supplier'] }],
  indexes: [{ properties: ['supplier', 'status'] }],
});

export class Invoice extends InvoiceSchema.class {}
InvoiceSchema.setClass(Invoice);
