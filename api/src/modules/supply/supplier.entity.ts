import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// A business selling through the shop. It runs one Store; its SUPPLIER users are linked to it by the
// identity module (User.supplierId), so this module never depends on users.
const SupplierSchema = defineEntity({
  name: 'Supplier',
  extends: BaseEntity,
  properties: {
    name: p.string().length(200).unique(),
    nameKh: p.string().length(200).nullable(),
    phone: p.string().length(32),
    email: p.string().length(254),
    address: p.string().length(500),
    enabled: p.boolean().default(true),
  },
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class Supplier extends SupplierSchema.class {}
SupplierSchema.setClass(Supplier);
