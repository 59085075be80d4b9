import { defineEntity, p } from '@mikro-orm/core';

// Amounts counted, per day, supplier (0 = the whole shop) and status: `quantity` times `amount` USD. The dashboard's
// riel of what is counted is the sum of each amount's riel times its quantity (decisions.md, "Riel figures add up"),
// and an amount's riel is its USD at the shop's rate rounded to 100 riel: a USD sum cannot give it, a count per
// amount can (lines take the few prices of the parts sold, fees the zones' bands). Written only by the triggers of
// sales-rollup-sql.ts (`countedByAmount`), beside sales_rollup (the same things in USD), so the riel follows the
// shop's rate of the day it is read.
// A rollup may count by more keys (`countedByAmount`'s `keys`): they come after the supplier in its unique key, so a
// scope's rows of a few keys are one index range.
const amountRollup = <const Keys extends Record<string, ReturnType<typeof p.integer>>>(
  name: string,
  key: string,
  keys: Keys,
) =>
  defineEntity({
    name,
    properties: {
      id: p.bigint().primary(),
      day: p.date(),
      supplierId: p.integer(),
      status: p.string().length(16),
      ...keys,
      amount: p.decimal().precision(14).scale(2),
      quantity: p.integer().default(0),
    },
    uniques: [{ name: key, properties: ['supplierId', ...Object.keys(keys), 'day', 'status', 'amount'] }],
  });

/** The open lines' unit prices, `quantity` units ordered at each (a line's riel is its unit's riel times them). */
const LineAmountRollupSchema = amountRollup('LineAmountRollup', 'line_amount_rollup_key', {});
export class LineAmountRollup extends LineAmountRollupSchema.class {}
LineAmountRollupSchema.setClass(LineAmountRollup);

/** The parts' delivery fees (shipping and cash on delivery), `quantity` fees of each amount. */
const DeliveryFeeRollupSchema = amountRollup('DeliveryFeeRollup', 'delivery_fee_rollup_key', {});
export class DeliveryFeeRollup extends DeliveryFeeRollupSchema.class {}
DeliveryFeeRollupSchema.setClass(DeliveryFeeRollup);

/** The open lines' unit prices per stock (the top sellers' riel), `quantity` units ordered at each. */
const StockAmountRollupSchema = amountRollup('StockAmountRollup', 'stock_amount_rollup_key', {
  stockId: p.integer(),
});
export class StockAmountRollup extends StockAmountRollupSchema.class {}
StockAmountRollupSchema.setClass(StockAmountRollup);

/** The open lines' unit prices per vehicle (brand, model, year; -1: none), for the vehicle figures' riel. */
const VehicleAmountRollupSchema = amountRollup('VehicleAmountRollup', 'vehicle_amount_rollup_key', {
  brandId: p.integer(),
  modelId: p.integer(),
  yearId: p.integer(),
});
export class VehicleAmountRollup extends VehicleAmountRollupSchema.class {}
VehicleAmountRollupSchema.setClass(VehicleAmountRollup);
