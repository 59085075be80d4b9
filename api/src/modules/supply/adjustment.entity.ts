import { defineEntity, p } from '@mikro-orm/core';
import { ADJUSTMENT_KINDS } from '@shop/contracts';
import { BaseEntity } from '../../db/base-entity.ts';
import { Stock } from './stock.entity.ts';

// A counted correction of one stock: units found, damaged or lost, or a recount that sets the quantity to what
// was counted. `quantity` is what was entered (units, or the count); the change itself is quantityAfter -
// quantityBefore, also written as a stock-history row by the stock ledger in the same transaction.
const AdjustmentSchema = defineEntity({
  name: 'Adjustment',
  extends: BaseEntity,
  properties: {
    stock: () => p.manyToOne(Stock).deleteRule('cascade'),
    kind: p.enum(ADJUSTMENT_KINDS),
    quantity: p.integer().check('quantity >= 0'),
    reason: p.string().length(500),
    quantityBefore: p.integer(),
    quantityAfter: p.integer(),
    // The user's id, a plain column as in StockHistory (supply does not depend on identity).
    createdById: p.integer().nullable(),
  },
  indexes: [{ properties: ['stock', 'createdAt'] }],
});

export class Adjustment extends AdjustmentSchema.class {}
AdjustmentSchema.setClass(Adjustment);
