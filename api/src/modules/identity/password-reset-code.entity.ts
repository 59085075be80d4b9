import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { User } from './user.entity.ts';

// A password-reset code as sent to the user. Only its keyed hash is stored; it works once, until
// `expiresAt`, and stops working after a few wrong guesses.
const PasswordResetCodeSchema = defineEntity({
  name: 'PasswordResetCode',
  extends: BaseEntity,
  properties: {
    user: () => p.manyToOne(User).index(),
    codeHash: p.string().length(64),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    failedAttempts: p.integer().default(0),
  },
});

export class PasswordResetCode extends PasswordResetCodeSchema.class {}
PasswordResetCodeSchema.setClass(PasswordResetCode);
