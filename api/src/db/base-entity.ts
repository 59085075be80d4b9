import { defineEntity, p } from '@mikro-orm/core';

// The columns every record of the back-office has: a serial id and when it was made and last changed.
// New entities extend it (`extends: BaseEntity`) instead of repeating the three properties. The times are the ORM's
// (no database default), so a hand-written insert writes both (`now(), now()`) and a hand-written update `updated_at`;
// a bulk load pays no more for that than for a default.
const BaseEntitySchema = defineEntity({
  name: 'BaseEntity',
  abstract: true,
  properties: {
    id: p.integer().primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class BaseEntity extends BaseEntitySchema.class {}
BaseEntitySchema.setClass(BaseEntity);

// Reference data an admin keeps (currencies, delivery zones): a base record that can be switched off (`active`)
// rather than deleted while something still refers to it. Served by lib/reference-resource.ts.
const ReferenceEntitySchema = defineEntity({
  name: 'ReferenceEntity',
  abstract: true,
  extends: BaseEntity,
  properties: {
    active: p.boolean().default(true),
  },
});

export class ReferenceEntity extends ReferenceEntitySchema.class {}
ReferenceEntitySchema.setClass(ReferenceEntity);
