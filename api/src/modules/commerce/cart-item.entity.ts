import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { ItemUnit } from '../catalog/item-unit.entity.ts';
import { User } from '../identity/user.entity.ts';
import { Stock } from '../supply/stock.entity.ts';

// One line of a shopper's cart: a stock (an item in one store) in one of the item's units. The quantity
// counts that unit; the base quantity is quantity x the unit's factor. Prices are read live, never stored.
const CartItemSchema = defineEntity({
  name: 'CartItem',
  extends: BaseEntity,
  properties: {
    user: () => p.manyToOne(User).deleteRule('cascade'),
    stock: () => p.manyToOne(Stock).deleteRule('cascade'),
    itemUnit: () => p.manyToOne(ItemUnit).deleteRule('cascade'),
    quantity: p.integer().check('quantity >= 1'),
  },
  uniques: [{ properties: ['user', 'stock', 'itemUnit'] }],
});

export class CartItem extends CartItemSchema.class {}
CartItemSchema.setClass(CartItem);
