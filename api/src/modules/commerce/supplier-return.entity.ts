import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { ItemUnit } from '../catalog/item-unit.entity.ts';
import { User } from '../identity/user.entity.ts';
import { Stock } from '../supply/stock.entity.ts';
import { Supplier } from '../supply/supplier.entity.ts';

// Units of one of a supplier's stocks sent back to it: `quantity` of the chosen item unit, `baseQuantity` what left
// the stock. The supplier is kept on the row (it is the stock's store's) so every read filters by it directly.
// Never edited; deleting one puts its units back (the stock history keeps both moves).
const SupplierReturnSchema = defineEntity({
  name: 'SupplierReturn',
  extends: BaseEntity,
  tableName: 'supplier_return_stock',
  properties: {
    stock: () => p.manyToOne(Stock).deleteRule('cascade'),
    supplier: () => p.manyToOne(Supplier),
    itemUnit: () => p.manyToOne(ItemUnit),
    quantity: p.integer().check('quantity > 0'),
    factor: p.integer().check('factor >= 1'),
    baseQuantity: p.integer().check('base_quantity > 0'),
    reason: p.string().length(500),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
  indexes: [{ properties: ['supplier', 'createdAt'] }, { properties: ['stock'] }],
});

export class SupplierReturn extends SupplierReturnSchema.class {}
SupplierReturnSchema.setClass(SupplierReturn);
