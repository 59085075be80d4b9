// The storefront's catalogue cache (plugins/catalog-cache.ts) must hear of every change to what its
// answers are made of. Each such table carries this statement trigger: at commit, PostgreSQL sends one
// notification on the channel, whatever and however much the transaction changed (identical
// notifications of one transaction are folded), and every API process listening forgets its answers.
// Not covered: the vehicle_model_year pivot, which has no entity to carry it (a model year only shows
// once it has fitments, and fitments are covered), and TRUNCATE, which MikroORM 7.2's schema diff does
// not read back (the shop never truncates these tables; tests that do restart the app).
import type { TriggerDef } from '@mikro-orm/core';

export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

export const catalogChangedTrigger: TriggerDef = {
  name: 'catalog_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: `perform pg_notify('${CATALOG_CHANGED_CHANNEL}', ''); return null;`,
};

/** The dashboard's rollups changed (an order placed, moved or cancelled): its cached answers are forgotten. */
export const SALES_CHANGED_CHANNEL = 'sales_changed';

export const salesChangedTrigger: TriggerDef = {
  name: 'sales_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: `perform pg_notify('${SALES_CHANGED_CHANNEL}', ''); return null;`,
};
