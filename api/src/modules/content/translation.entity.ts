import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';

// A UI string changed by an admin: it overrides the message `key` of the built catalogues for one
// language (route locale `en` or `kh`) and namespace, without a redeploy.
const TranslationSchema = defineEntity({
  name: 'Translation',
  extends: BaseEntity,
  properties: {
    language: p.string().length(8),
    namespace: p.string().length(50).default('common'),
    key: p.string().length(500),
    value: p.text(),
    isCorrect: p.boolean().default(false),
  },
  uniques: [{ properties: ['language', 'namespace', 'key'] }],
});

export class Translation extends TranslationSchema.class {}
TranslationSchema.setClass(Translation);
