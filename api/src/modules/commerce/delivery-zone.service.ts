// Delivery zones (admins), as a CRUD helper declaration: the five routes of /api/backend/delivery-zone, audited by
// the subscriber. The rules of a zone's shape are checked here, once, for create and update alike: bands lightest
// first with at most one open band (last), an option once, daysMin <= daysMax, a district named in both languages;
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
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { Location } from '../identity/location.entity.ts';
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

/** A district is named in both languages, or not at all (the whole province). */
function checkDistrict(district: string | null, districtKh: string | null): void {
  if ((district === null) !== (districtKh === null))
    throw badRequest('district and districtKh go together: name the district in both languages, or neither', {
      field: district === null ? 'district' : 'districtKh',
    });
}

const blankToNull = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null);

/** 409 when another zone covers the same province and district (no district: the whole province). */
async function checkOverlap(em: EntityManager, locationId: number, district: string | null, ownId?: number) {
  const same = await em.find(DeliveryZone, { location: locationId }, { disableIdentityMap: true });
  const other = same.find(
    (zone) =>
      zone.id !== ownId && (zone.district?.toLocaleLowerCase() ?? null) === (district?.toLocaleLowerCase() ?? null),
  );
  if (other) {
    throw new HttpError(
      409,
      DeliveryErrorCode.deliveryZoneOverlap,
      `Delivery zone ${other.id} already covers location ${locationId}${district ? ` district ${district}` : ''}`,
      { field: district ? 'district' : 'locationId', facts: { zoneId: other.id } },
    );
  }
}

async function location(em: EntityManager, id: number): Promise<Location> {
  const found = await em.findOne(Location, { id });
  if (!found) throw badRequest(`locationId: location ${id} not found`, { field: 'locationId' });
  return found;
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
    district: zone.district ?? null,
    districtKh: zone.districtKh ?? null,
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
> = {
  entity: DeliveryZone,
  name: 'delivery-zone',
  label: 'Delivery zone',
  path: '/api/backend/delivery-zone',
  tags: ['delivery'],
  access: { read: 'admin', write: 'admin' },
  schemas: { view: DeliveryZoneView, body: DeliveryZoneBody, patch: DeliveryZonePatch, query: DeliveryZoneListQuery },
  toView,
  populate: ['location'],
  search: (text) => {
    const like = { $ilike: likePattern(text) };
    return {
      $or: [{ district: like }, { districtKh: like }, { location: { name: like } }, { location: { nameKh: like } }],
    };
  },
  sort: { fields: { id: 'id', createdAt: 'createdAt' }, default: 'id' },
  filter: (query) => ({
    ...(query.locationId === undefined ? {} : { location: query.locationId }),
    ...(query.active === undefined ? {} : { active: query.active }),
  }),
  unique: ['district'],
  prepareCreate: async (body, em) => {
    const district = blankToNull(body.district);
    const districtKh = blankToNull(body.districtKh);
    checkDistrict(district, districtKh);
    const options = checkedOptions(body.options);
    const place = await location(em, body.locationId);
    await checkOverlap(em, place.id, district);
    return {
      location: place,
      district,
      districtKh,
      freeAbove: moneyOrNull(body.freeAbove),
      codAllowed: body.codAllowed ?? true,
      codFee: money(body.codFee ?? '0'),
      options,
      active: body.active ?? true,
    };
  },
  prepareUpdate: async (zone, patch, em) => {
    const district = patch.district === undefined ? (zone.district ?? null) : blankToNull(patch.district);
    const districtKh = patch.districtKh === undefined ? (zone.districtKh ?? null) : blankToNull(patch.districtKh);
    checkDistrict(district, districtKh);
    const place = patch.locationId === undefined ? zone.location : await location(em, patch.locationId);
    await checkOverlap(em, place.id, district, zone.id);
    return {
      location: place,
      district,
      districtKh,
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
};
