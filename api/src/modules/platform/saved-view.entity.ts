import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { User } from '../identity/user.entity.ts';

// A staff member's saved list view: one screen's filters, sort and columns under a name. Only its owner sees it.
const SavedViewSchema = defineEntity({
  name: 'SavedView',
  extends: BaseEntity,
  uniques: [{ properties: ['user', 'screen', 'name'] }],
  properties: {
    user: () => p.manyToOne(User).deleteRule('cascade'),
    screen: p.string().length(100),
    name: p.string().length(100),
    filters: p.json<Record<string, unknown>>(),
    sort: p.string().length(64).nullable(),
    columns: p.json<string[]>(),
  },
});

export class SavedView extends SavedViewSchema.class {}
SavedViewSchema.setClass(SavedView);
