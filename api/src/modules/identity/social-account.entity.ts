import { defineEntity, p } from '@mikro-orm/core';
import { SOCIAL_PROVIDERS } from '@shop/contracts';
import { User } from './user.entity.ts';

// A provider identity (a Telegram user, a Google subject) linked to one account: one identity belongs to
// one account, and an account has at most one identity per provider.
const SocialAccountSchema = defineEntity({
  name: 'SocialAccount',
  uniques: [
    { name: 'social_account_provider_subject_unique', properties: ['provider', 'providerUserId'] },
    { name: 'social_account_user_provider_unique', properties: ['user', 'provider'] },
  ],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User),
    provider: p.enum(SOCIAL_PROVIDERS),
    providerUserId: p.string().length(255),
    displayName: p.string().length(200),
    email: p.string().length(254).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class SocialAccount extends SocialAccountSchema.class {}
SocialAccountSchema.setClass(SocialAccount);
