import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { USER_TYPES } from '@shop/contracts';
import { Supplier } from '../supply/supplier.entity.ts';
import { holdersChangedTrigger } from './holder-cache.ts';

// One table for every kind of account: shoppers, dealers, suppliers and staff differ by `type`.
// `tokenVersion` is copied into every token; raising it (logout, password change, disable, delete) revokes them all.
// E-mail and password are optional because a social sign-up (Telegram) may have neither.
// `supplierId` names the supplier a SUPPLIER account runs (a foreign key, kept as a plain id so identity code
// never loads suppliers); the check makes it present on every SUPPLIER account and on no other, and a supplier
// with accounts cannot be deleted by accident (the supply module removes its accounts first).
// Every update or delete notifies the API processes, which forget the tokens' holders they remember (holder-cache.ts).
const UserSchema = defineEntity({
  name: 'User',
  extends: BaseEntity,
  tableName: 'user_account',
  triggers: [holdersChangedTrigger],
  properties: {
    type: p.enum(USER_TYPES),
    email: p.string().length(254).nullable().unique(),
    phone: p.string().length(32).nullable().unique(),
    name: p.string().length(200),
    passwordHash: p.string().length(255).nullable().hidden().lazy(),
    enabled: p.boolean().default(true),
    dealerApproved: p.boolean().default(false),
    tokenVersion: p.integer().default(0),
    supplierId: () =>
      p
        .manyToOne(Supplier)
        .mapToPk()
        .joinColumn('supplier_id')
        .nullable()
        .deleteRule('restrict')
        .index()
        .check("(type = 'SUPPLIER') = (supplier_id is not null)"),
    deletedAt: p.datetime().nullable(),
  },
  indexes: [
    // The staff order search finds customers by any part of a name, e-mail or phone (order-filter.ts).
    {
      name: 'user_account_name_trgm_index',
      expression: 'create index "user_account_name_trgm_index" on "user_account" using gin ("name" gin_trgm_ops)',
    },
    {
      name: 'user_account_email_trgm_index',
      expression: 'create index "user_account_email_trgm_index" on "user_account" using gin ("email" gin_trgm_ops)',
    },
    {
      name: 'user_account_phone_digits_trgm_index',
      expression:
        "create index \"user_account_phone_digits_trgm_index\" on \"user_account\" using gin ((regexp_replace(regexp_replace(coalesce(\"phone\", ''), '\\D', '', 'g'), '^(855|0+)', '')) gin_trgm_ops)",
    },
  ],
});

export class User extends UserSchema.class {
  /** Signed-in use is allowed only for accounts that are enabled and not soft-deleted. */
  isActive(): boolean {
    return this.enabled && this.deletedAt === null;
  }
}
UserSchema.setClass(User);
