// Delivery zones (admins), as a CRUD helper declaration: the five routes of /api/backend/delivery-zone, audited by
// the subscriber. The rules of a zone's shape are checked here, once, for create and update alike: bands lightest
// first with at most one open band (last), an option once, daysMin <= daysMax, a district of the zone's province;
// one zone per province and district (409 DELIVERY_ZONE_OVERLAP naming the zone already there).
import type { EntityManager } from '@mikro-orm/core';
import {
  DeliveryErrorCode,
  DeliveryZoneBody,
  DeliveryZoneListQuery,
  DeliveryZonePatch,
  DeliveryZoneView,
  type DeliveryZoneOption,
} from '@shop/contracts';
import { baseView, likePattern, type CrudResource } from '../../lib/crud.ts';
import { referenceResource } from '../../lib/reference-resource.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { District } from '../identity/district.entity.ts';
import type { Location } from '../identity/location.entity.ts';
import { provinceOf } from '../identity/province-of.ts';
import { DeliveryZone } from './delivery-zone.entity.ts';
import { fromCents, toCents } from './money.ts';

/** "3.5" -> "3.50": money as every view shows it. */
const money = (amount: string): string => fromCents(toCents(amount));
const moneyOrNull = (amount: string | null | undefined): string | null =>
  amount === null || amount === undefined ? null : money(amount);

/** The options as stored and shown: fees written out to two decimals, after the shape checks. */
function checkedOptions(options: DeliveryZoneBody['options']): DeliveryZoneOption[] {
  const seen = new Set<string>();
  return options.map((option, index) => {
    const field = `options[${index}]`;
    if (seen.has(option.option)) throw badRequest(`${field}: ${option.option} is given twice`, { field: 'options' });
    seen.add(option.option);
    if (option.daysMin > option.daysMax)
      throw badRequest(`${field}: daysMin (${option.daysMin}) is more than daysMax (${option.daysMax})`, {
        field: 'options',
      });
    option.bands.forEach((band, bandIndex) => {
      const previous = option.bands[bandIndex - 1];
      if (previous && previous.upToGrams === null)
        throw badRequest(`${field}.bands: only the last band may be open (upToGrams null)`, { field: 'options' });
      if (previous && band.upToGrams !== null && band.upToGrams <= previous.upToGrams!)
        throw badRequest(`${field}.bands: bands go lightest first, each heavier than the one before`, {
          field: 'options',
        });
    });
    return {
      option: option.option,
      daysMin: option.daysMin,
      daysMax: option.daysMax,
      bands: option.bands.map((band) => ({ upToGrams: band.upToGrams, fee: money(band.fee) })),
    };
  });
}

/** The zone's district: one of its province's (400 naming districtId otherwise); null: the whole province. */
async function districtOf(em: EntityManager, id: number | null, place: Location): Promise<District | null> {
  if (id === null) return null;
  const found = await em.findOne(District, { id });
  if (!found) throw badRequest(`districtId: district ${id} not found`, { field: 'districtId' });
  if (found.location.id !== place.id)
    throw badRequest(`districtId: district ${id} is not in location ${place.id}`, { field: 'districtId' });
  return found;
}

/** 409 when another zone covers the same province and district (no district: the whole province). */
async function checkOverlap(em: EntityManager, place: Location, district: District | null, ownId?: number) {
  const other = await em.findOne(
    DeliveryZone,
    { location: place.id, district: district?.id ?? null, ...(ownId === undefined ? {} : { id: { $ne: ownId } }) },
    { disableIdentityMap: true },
  );
  if (other) {
    throw conflict(
      `Delivery zone ${other.id} already covers location ${place.id}${district ? ` district ${district.name}` : ''}`,
      {
        code: DeliveryErrorCode.deliveryZoneOverlap,
        field: district ? 'districtId' : 'locationId',
        facts: { zoneId: other.id },
      },
    );
  }
}

function toView(zone: DeliveryZone): DeliveryZoneView {
  return {
    ...baseView(zone),
    location: {
      id: zone.location.id,
      code: zone.location.code,
      name: zone.location.name,
      nameKh: zone.location.nameKh,
    },
    districtId: zone.district?.id ?? null,
    district: zone.district?.name ?? null,
    districtKh: zone.district?.nameKh ?? null,
    freeAbove: moneyOrNull(zone.freeAbove === null || zone.freeAbove === undefined ? null : String(zone.freeAbove)),
    codAllowed: zone.codAllowed,
    codFee: money(String(zone.codFee)),
    options: zone.options,
    active: zone.active,
  };
}

export const deliveryZoneResource: CrudResource<
  DeliveryZone,
  typeof DeliveryZoneView,
  typeof DeliveryZoneBody,
  typeof DeliveryZonePatch,
  typeof DeliveryZoneListQuery
> = referenceResource({
  entity: DeliveryZone,
  name: 'delivery-zone',
  label: 'Delivery zone',
  tags: ['delivery'],
  schemas: { view: DeliveryZoneView, body: DeliveryZoneBody, patch: DeliveryZonePatch, query: DeliveryZoneListQuery },
  toView,
  populate: ['location', 'district'],
  search: (text) => {
    const like = { $ilike: likePattern(text) };
    return {
      $or: [
        { district: { name: like } },
        { district: { nameKh: like } },
        { location: { name: like } },
        { location: { nameKh: like } },
      ],
    };
  },
  filter: (query) => (query.locationId === undefined ? {} : { location: query.locationId }),
  unique: ['district'],
  prepareCreate: async (body, em) => {
    const options = checkedOptions(body.options);
    const place = await provinceOf(em, body.locationId);
    const district = await districtOf(em, body.districtId ?? null, place);
    await checkOverlap(em, place, district);
    return {
      location: place,
      district,
      freeAbove: moneyOrNull(body.freeAbove),
      codAllowed: body.codAllowed ?? true,
      codFee: money(body.codFee ?? '0'),
      options,
    };
  },
  prepareUpdate: async (zone, patch, em) => {
    const place = patch.locationId === undefined ? zone.location : await provinceOf(em, patch.locationId);
    // The zone's district stays unless the patch names another (or none); moved to another province, it must be one
    // of that province's.
    const districtId = patch.districtId === undefined ? (zone.district?.id ?? null) : patch.districtId;
    const district = await districtOf(em, districtId, place);
    await checkOverlap(em, place, district, zone.id);
    return {
      location: place,
      district,
      ...(patch.freeAbove === undefined ? {} : { freeAbove: moneyOrNull(patch.freeAbove) }),
      ...(patch.codAllowed === undefined ? {} : { codAllowed: patch.codAllowed }),
      ...(patch.codFee === undefined ? {} : { codFee: money(patch.codFee) }),
      ...(patch.options === undefined ? {} : { options: checkedOptions(patch.options) }),
      ...(patch.active === undefined ? {} : { active: patch.active }),
    };
  },
  summaries: {
    list: 'Delivery zones: by province (and district), with fees per shipping option and weight band',
    create:
      'Add a delivery zone (409 DELIVERY_ZONE_OVERLAP when the province and district have one; 400 naming a badly shaped option)',
    update: 'Change a delivery zone; orders already placed keep the fees they were quoted',
    delete: 'Delete a delivery zone; orders already placed keep the fees they were quoted',
  },
});
