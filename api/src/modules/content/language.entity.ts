import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';

// A language the shop is offered in, by its route locale (`en`, `kh`). Translations name it by that code.
const LanguageSchema = defineEntity({
  name: 'Language',
  extends: BaseEntity,
  properties: {
    code: p.string().length(8).unique(),
    name: p.string().length(100),
    nativeName: p.string().length(100),
    active: p.boolean().default(true),
    sortOrder: p.integer().default(0),
  },
});

export class Language extends LanguageSchema.class {}
LanguageSchema.setClass(Language);
