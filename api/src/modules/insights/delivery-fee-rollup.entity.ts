import { defineEntity, p } from '@mikro-orm/core';

// The parts' delivery fees (shipping and cash on delivery) counted by amount, per day, supplier (0 = the whole shop)
// and status: `fees` fees of `fee` USD. The dashboard's riel of the fees is the sum of each fee's riel (decisions.md,
// "Riel figures add up"), and a fee's riel is its USD at the shop's rate rounded to 100 riel: a USD sum cannot give
// it, a count per amount can (fees take a few amounts: the zones' bands). Written only by the triggers of
// sales-rollup-sql.ts, beside sales_rollup's `delivery` (the same fees in USD).
const DeliveryFeeRollupSchema = defineEntity({
  name: 'DeliveryFeeRollup',
  properties: {
    id: p.bigint().primary(),
    day: p.date(),
    supplierId: p.integer(),
    status: p.string().length(16),
    fee: p.decimal().precision(12).scale(2),
    fees: p.integer().default(0),
  },
  uniques: [{ name: 'delivery_fee_rollup_key', properties: ['supplierId', 'day', 'status', 'fee'] }],
});

export class DeliveryFeeRollup extends DeliveryFeeRollupSchema.class {}
DeliveryFeeRollupSchema.setClass(DeliveryFeeRollup);
