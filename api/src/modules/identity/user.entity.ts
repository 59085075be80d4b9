import { defineEntity, p } from '@mikro-orm/core';
import { USER_TYPES } from '@shop/contracts';

// One table for every kind of account: shoppers, dealers, suppliers and staff differ by `type`.
// `tokenVersion` is copied into every token; raising it (logout, password change, disable, delete) revokes them all.
// E-mail and password are optional because a social sign-up (Telegram) may have neither.
// `supplierId` names the supplier a SUPPLIER account runs; the Supplier table belongs to the supply module,
// which adds the foreign key when it owns that table.
const UserSchema = defineEntity({
  name: 'User',
  tableName: 'user_account',
  properties: {
    id: p.integer().primary(),
    type: p.enum(USER_TYPES),
    email: p.string().length(254).nullable().unique(),
    phone: p.string().length(32).nullable().unique(),
    name: p.string().length(200),
    passwordHash: p.string().length(255).nullable().hidden().lazy(),
    enabled: p.boolean().default(true),
    dealerApproved: p.boolean().default(false),
    tokenVersion: p.integer().default(0),
    supplierId: p.integer().nullable().index(),
    deletedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class User extends UserSchema.class {
  /** Signed-in use is allowed only for accounts that are enabled and not soft-deleted. */
  isActive(): boolean {
    return this.enabled && this.deletedAt === null;
  }
}
UserSchema.setClass(User);
