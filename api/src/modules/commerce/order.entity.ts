import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { KHQR_CURRENCIES, ORDER_STATUSES, PAYMENT_METHODS, SHIPPING_OPTIONS } from '@shop/contracts';
import { Location } from '../identity/location.entity.ts';
import { User } from '../identity/user.entity.ts';
import { orderRollupTriggers } from '../insights/sales-rollup-sql.ts';

// A shopper's order. The delivery address is copied from the saved location when placed (and when the
// shopper changes it), so later edits of the saved location do not rewrite history. Money is numeric.
const OrderSchema = defineEntity({
  name: 'Order',
  extends: BaseEntity,
  tableName: 'shop_order',
  properties: {
    user: () => p.manyToOne(User),
    status: p.enum(ORDER_STATUSES).default('PENDING'),
    dealerPricing: p.boolean().default(false),
    total: p.decimal().precision(14).scale(2).check('total >= 0'),
    paymentMethod: p.enum(PAYMENT_METHODS),
    /** BANK orders: the currency the shopper picked for the KHQR code (null: USD). */
    khqrCurrency: p.enum(KHQR_CURRENCIES).nullable(),
    shippingOption: p.enum(SHIPPING_OPTIONS),
    location: () => p.manyToOne(Location),
    userLocationId: p.integer().nullable(),
    recipientName: p.string().length(200).nullable(),
    phone: p.string().length(32).nullable(),
    address: p.string().length(500),
    note: p.string().length(500).nullable(),
    reasons: p.string().length(1000).nullable(),
    refundNote: p.string().length(1000).nullable(),
  },
  indexes: [
    { properties: ['user', 'createdAt'] },
    { properties: ['status', 'createdAt'] },
    // The staff order search: any part of the recipient's name or phone (order-filter.ts).
    {
      name: 'shop_order_recipient_name_trgm_index',
      expression:
        'create index "shop_order_recipient_name_trgm_index" on "shop_order" using gin ("recipient_name" gin_trgm_ops)',
    },
    {
      name: 'shop_order_phone_digits_trgm_index',
      expression:
        "create index \"shop_order_phone_digits_trgm_index\" on \"shop_order\" using gin ((regexp_replace(regexp_replace(coalesce(\"phone\", ''), '\\D', '', 'g'), '^(855|0+)', '')) gin_trgm_ops)",
    },
  ],
  // The dashboard's rollups follow every status move (insights/sales-rollup-sql.ts).
  triggers: orderRollupTriggers,
});

export class Order extends OrderSchema.class {}
OrderSchema.setClass(Order);
