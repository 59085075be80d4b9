import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { SOCIAL_PROVIDERS } from '@shop/contracts';
import { User } from './user.entity.ts';

/** The languages the shop writes messages in (Khmer by its standard code, as formatting uses it). */
export const MESSAGE_LANGUAGES = ['en', 'km'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

// A provider identity (a Telegram user, a Google subject) linked to one account: one identity belongs to
// one account, and an account has at most one identity per provider.
const SocialAccountSchema = defineEntity({
  name: 'SocialAccount',
  extends: BaseEntity,
  uniques: [
    { name: 'social_account_provider_subject_unique', properties: ['provider', 'providerUserId'] },
    { name: 'social_account_user_provider_unique', properties: ['user', 'provider'] },
  ],
  properties: {
    user: () => p.manyToOne(User),
    provider: p.enum(SOCIAL_PROVIDERS),
    providerUserId: p.string().length(255),
    displayName: p.string().length(200),
    email: p.string().length(254).nullable(),
    // TELEGRAM: the shopper let the shop's bot write to them (the Mini App's allows_write_to_pm, or an opt-in), in this
    // language; order news then also goes to the chat with that Telegram user (NotificationService.addOrderNews).
    messagesAllowed: p.boolean().default(false),
    messagesLanguage: p.enum(MESSAGE_LANGUAGES).nullable(),
  },
});

export class SocialAccount extends SocialAccountSchema.class {}
SocialAccountSchema.setClass(SocialAccount);
