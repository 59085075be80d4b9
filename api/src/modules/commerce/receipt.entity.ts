import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { PAYMENT_METHODS, RECEIPT_STATUSES } from '@shop/contracts';
import { User } from '../identity/user.entity.ts';
import { Invoice } from './invoice.entity.ts';

// A payment recorded against one invoice. Never edited: only its status moves (PENDING -> PAID, either -> VOID),
// and a PENDING one may be deleted. Money is numeric.
const ReceiptSchema = defineEntity({
  name: 'Receipt',
  extends: BaseEntity,
  properties: {
    invoice: () => p.manyToOne(Invoice),
    amount: p.decimal().precision(14).scale(2).check('amount > 0'),
    method: p.enum(PAYMENT_METHODS),
    reference: p.string().length(100).nullable(),
    status: p.enum(RECEIPT_STATUSES).default('PENDING'),
    recordedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
  indexes: [{ properties: ['invoice', 'status'] }],
});

export class Receipt extends ReceiptSchema.class {}
ReceiptSchema.setClass(Receipt);
