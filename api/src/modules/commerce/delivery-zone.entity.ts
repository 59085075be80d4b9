import { defineEntity, p } from '@mikro-orm/core';
import type { DeliveryZoneOption } from '@shop/contracts';
import { ReferenceEntity } from '../../db/base-entity.ts';
import { District } from '../identity/district.entity.ts';
import { Location } from '../identity/location.entity.ts';

// A delivery zone (decisions.md, "Delivery"): a province, or one district of it (a District row), with a fee per shipping option and
// weight band, a free-delivery threshold and the cash-on-delivery terms. The options and their bands live in one
// jsonb column: they are always read and written whole with the zone, and the audit trail records them as one field.
// One zone per province and district (a unique index; no district = the whole province), checked by the service
// first so the answer names the zone already there.
const DeliveryZoneSchema = defineEntity({
  name: 'DeliveryZone',
  extends: ReferenceEntity,
  indexes: [
    {
      name: 'delivery_zone_place_unique',
      expression:
        'create unique index "delivery_zone_place_unique" on "delivery_zone" ("location_id", (coalesce("district_id", 0)))',
    },
  ],
  properties: {
    location: () => p.manyToOne(Location).index(),
    // A district a zone names is not deleted (409 IN_USE), never silently widening the zone to the whole province.
    district: () => p.manyToOne(District).nullable().index().deleteRule('no action'),
    freeAbove: p.decimal().precision(12).scale(2).nullable().check('free_above >= 0'),
    codAllowed: p.boolean().default(true),
    codFee: p.decimal().precision(12).scale(2).default('0').check('cod_fee >= 0'),
    options: p.json<DeliveryZoneOption[]>(),
  },
});

export class DeliveryZone extends DeliveryZoneSchema.class {}
DeliveryZoneSchema.setClass(DeliveryZone);
