import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { User } from '../identity/user.entity.ts';
import { Stock } from '../supply/stock.entity.ts';

// A shopper's review: of a stock they received (`stock` set) or of the shop itself (`stock` null, a
// platform review). One of each per shopper: a unique index per (user, stock) and a partial one per user
// for the platform review, so two requests racing cannot both write one. Admins may hide one (moderation).
const ReviewSchema = defineEntity({
  name: 'Review',
  extends: BaseEntity,
  uniques: [
    { name: 'review_one_per_user_and_stock', properties: ['user', 'stock'] },
    { name: 'review_one_platform_review_per_user', properties: ['user'], where: 'stock_id is null' },
  ],
  indexes: [
    { name: 'review_stock_newest', properties: ['stock', 'createdAt'] },
    { name: 'review_platform_newest', properties: ['createdAt'], where: 'stock_id is null' },
  ],
  properties: {
    user: () => p.manyToOne(User).deleteRule('cascade'),
    stock: () => p.manyToOne(Stock).nullable().deleteRule('cascade'),
    rating: p.smallint().check('rating >= 1 and rating <= 5'),
    comment: p.string().length(2000).nullable(),
    // Moderation: a hidden review leaves every storefront read at once; the reason (and who, in the audit trail) stays.
    hidden: p.boolean().default(false),
    moderationReason: p.string().length(500).nullable(),
    moderatedAt: p.datetime().nullable(),
  },
});

export class Review extends ReviewSchema.class {}
ReviewSchema.setClass(Review);
