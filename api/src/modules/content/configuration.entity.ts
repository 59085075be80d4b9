import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// A setting addressed by key (site name, contact phone, the KHR exchange rate...). Only public rows are
// readable by the storefront; the back-office edits all of them.
const ConfigurationSchema = defineEntity({
  name: 'Configuration',
  extends: BaseEntity,
  properties: {
    key: p.string().length(100).unique(),
    value: p.text(),
    description: p.string().length(500).nullable(),
    // The description in Khmer, shown to staff reading Khmer pages (English where it is missing).
    descriptionKh: p.string().length(500).nullable(),
    isPublic: p.boolean().default(true),
  },
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class Configuration extends ConfigurationSchema.class {}
ConfigurationSchema.setClass(Configuration);
