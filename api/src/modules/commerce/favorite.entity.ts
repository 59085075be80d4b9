import { defineEntity, p } from '@mikro-orm/core';
import { Item } from '../catalog/item.entity.ts';
import { User } from '../identity/user.entity.ts';

// A shopper's favourite item (a part or an accessory), whatever store sells it.
const FavoriteSchema = defineEntity({
  name: 'Favorite',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    item: () => p.manyToOne(Item).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['user', 'item'] }],
});

export class Favorite extends FavoriteSchema.class {}
FavoriteSchema.setClass(Favorite);
