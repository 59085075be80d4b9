import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../identity/user.entity.ts';

// An add to cart the shopper's browser named (AddToCartBody.addId) and that reached the cart: the same add sent again
// (an add kept offline, sent twice after a reload or from a second tab) finds its row and adds nothing
// (CartService.add). Rows older than 30 days are deleted as the shopper adds more.
const CartAddSentSchema = defineEntity({
  name: 'CartAddSent',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    addId: p.string().length(64).primary(),
    sentAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CartAddSent extends CartAddSentSchema.class {}
CartAddSentSchema.setClass(CartAddSent);
