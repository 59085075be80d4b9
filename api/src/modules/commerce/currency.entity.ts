import { defineEntity, p } from '@mikro-orm/core';
import { ReferenceEntity } from '../../db/base-entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// A currency prices can be shown in, with its rate to the base currency: units of it per 1 USD, exact
// (numeric, 6 decimals). USD (rate 1) and KHR are added by the migration; the KHR row's rate converts
// every riel amount the shop shows, so a change empties the storefront's catalogue cache (the trigger).
const CurrencySchema = defineEntity({
  name: 'Currency',
  extends: ReferenceEntity,
  triggers: [catalogChangedTrigger],
  properties: {
    code: p.string().length(3).unique().check("code ~ '^[A-Z]{3}$'"),
    name: p.string().length(100),
    nameKh: p.string().length(100).nullable(),
    symbol: p.string().length(8),
    rate: p.decimal().precision(18).scale(6).check('rate > 0'),
  },
});

export class Currency extends CurrencySchema.class {}
CurrencySchema.setClass(Currency);
