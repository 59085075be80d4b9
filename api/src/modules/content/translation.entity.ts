import { defineEntity, p } from '@mikro-orm/core';

// A UI string changed by an admin: it overrides the message `key` of the built catalogues for one
// language (route locale `en` or `kh`) and namespace, without a redeploy.
const TranslationSchema = defineEntity({
  name: 'Translation',
  properties: {
    id: p.integer().primary(),
    language: p.string().length(8),
    namespace: p.string().length(50).default('common'),
    key: p.string().length(500),
    value: p.text(),
    isCorrect: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['language', 'namespace', 'key'] }],
});

export class Translation extends TranslationSchema.class {}
TranslationSchema.setClass(Translation);
