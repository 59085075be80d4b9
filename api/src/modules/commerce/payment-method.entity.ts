import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { PAYMENT_METHODS } from '@shop/contracts';

// A way to pay the shop offers at checkout: cash on delivery or a bank transfer to an account. Orders keep
// the kind (CASH or BANK) they were placed with, so changing or deleting a method never rewrites an order.
const PaymentMethodSchema = defineEntity({
  name: 'PaymentMethod',
  extends: BaseEntity,
  properties: {
    name: p.string().length(100).unique(),
    nameKh: p.string().length(100).nullable(),
    type: p.enum(PAYMENT_METHODS),
    accountName: p.string().length(200).nullable(),
    accountNumber: p.string().length(64).nullable(),
    note: p.string().length(500).nullable(),
    // The note in Khmer, shown at checkout on Khmer pages (decisions.md: data in the reader's language).
    noteKh: p.string().length(500).nullable(),
    enabled: p.boolean().default(true),
    sortOrder: p.integer().default(0),
  },
});

export class PaymentMethod extends PaymentMethodSchema.class {}
PaymentMethodSchema.setClass(PaymentMethod);
