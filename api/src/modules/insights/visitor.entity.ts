import { defineEntity, p } from '@mikro-orm/core';

// One storefront visitor on one day. `visitorKey` is a hash of the network address (not the browser) with that day's salt
// (visitor-salt.entity.ts), so the same visitor counts once a day and nobody can tell who it was: no address,
// no user agent, no account is kept.
const VisitorSchema = defineEntity({
  name: 'Visitor',
  properties: {
    id: p.integer().primary(),
    day: p.date(),
    visitorKey: p.string().length(64),
    landingPath: p.string().length(500),
    referrerHost: p.string().length(255).nullable(),
    locale: p.string().length(8),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'visitor_day_key', properties: ['day', 'visitorKey'] }],
  indexes: [{ properties: ['createdAt'] }],
});

export class Visitor extends VisitorSchema.class {}
VisitorSchema.setClass(Visitor);
