import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { NOTIFICATION_KINDS, ORDER_STATUSES, type LowStockFacts } from '@shop/contracts';
import { User } from '../identity/user.entity.ts';

// A message to one user, new until they mark it seen. `orderId` links it to its order (`stockId` to its stock) (a plain column,
// so notifications do not depend on commerce). `title`/`message` are the English wording; the facts
// (`kind`, `orderId`, `fromStatus`, `toStatus`, `note`) are kept too so clients can word it in the reader's language.
const NotificationSchema = defineEntity({
  name: 'Notification',
  extends: BaseEntity,
  properties: {
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum(NOTIFICATION_KINDS),
    title: p.string().length(200),
    message: p.string().length(1000),
    orderId: p.integer().nullable(),
    // LOW_STOCK: the stock that went low (a plain column, like orderId: notifications do not depend on supply).
    stockId: p.integer().nullable(),
    // LOW_STOCK: the part, store and quantity as they were (facts, worded by the client in the reader's language).
    lowStock: p.json<LowStockFacts>().nullable(),
    fromStatus: p.enum(ORDER_STATUSES).nullable(),
    toStatus: p.enum(ORDER_STATUSES).nullable(),
    note: p.text().nullable(),
    // ORDER_STATUS of one supplier's part: the supplier's names as they were (facts, like the statuses).
    supplierName: p.string().length(200).nullable(),
    supplierNameKh: p.string().length(200).nullable(),
    seen: p.boolean().default(false),
    seenAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['user', 'seen', 'createdAt'] }],
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
