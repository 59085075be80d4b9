import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { KHQR_CURRENCIES } from '@shop/contracts';
import { Order } from './order.entity.ts';

// A KHQR code the shop showed for a BANK order, kept so the bank can be asked about it: Bakong knows a payment by
// the md5 of the exact code string paid, and a code is only payable until it expires. `paidHash` is Bakong's hash
// of the payment that settled it (unique: one payment is never recorded twice, whichever process saw it first).
const KhqrCodeSchema = defineEntity({
  name: 'KhqrCode',
  extends: BaseEntity,
  properties: {
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    md5: p.string().length(32).unique(),
    khqr: p.text(),
    currency: p.enum(KHQR_CURRENCIES),
    /** Dollars ("12.50") or whole riel ("51300"), as in the code. */
    amount: p.decimal().precision(14).scale(2),
    /** The order's amount due in USD when the code was made: a payment counts only while that is still what is due. */
    due: p.decimal().precision(14).scale(2),
    expiresAt: p.datetime(),
    paidHash: p.string().length(100).nullable().unique(),
    /** Bakong's hash of a payment of another amount or currency: staff were told once; nothing was recorded. */
    mismatchHash: p.string().length(100).nullable(),
    /** The last time the bank was asked about it. */
    checkedAt: p.datetime().nullable(),
  },
  // The shown code still valid for an order (what the schedule and "check now" ask about).
  indexes: [{ properties: ['order', 'expiresAt'] }],
});

export class KhqrCode extends KhqrCodeSchema.class {}
KhqrCodeSchema.setClass(KhqrCode);
