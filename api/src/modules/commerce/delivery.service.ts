// Delivery quotes (decisions.md, "Delivery"): finds the zone of an address and prices each supplier part of a cart
// with the rules of delivery-rules.ts. Order placement asks the same service for the zone and the parts' weights, so
// a fee the shopper saw is the fee the order keeps (re-quoted on the server, never taken from the client).
import type { EntityManager } from '@mikro-orm/core';
import { SHIPPING_OPTIONS, type DeliveryQuote, type DeliveryQuoteBody, type PartDeliveryChoice } from '@shop/contracts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { runSql, sql } from '../../lib/sql.ts';
import { Location } from '../identity/location.entity.ts';
import { UserLocation } from '../identity/user-location.entity.ts';
import { StoreService } from '../supply/store.service.ts';
import { DeliveryZone } from './delivery-zone.entity.ts';
import { isFree, priceOptions, type PartFacts, type ZoneAnswer, type ZoneTerms } from './delivery-rules.ts';
import { centsToRiel, fromCents, toCents } from './money.ts';
import { khrRate, paysDealerPrice } from './pricing.ts';

/** Where a part goes: a province, and what may name a district in it (a district's name, or an address's text). */
export interface Destination {
  locationId: number;
  district?: string | undefined;
  address?: string | undefined;
}

/**
 * An int[] parameter as PostgreSQL's array text ('{1,NULL,3}'): the ORM's statements expand a JS array into a list of
 * parameters, so an array travels as one text value cast to int[].
 */
const intArray = (values: readonly (number | null)[]): string =>
  `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;

const folded = (text: string) => text.trim().toLocaleLowerCase();

export function toZoneTerms(zone: DeliveryZone): ZoneTerms {
  return {
    id: zone.id,
    district: zone.district?.name ?? null,
    districtKh: zone.district?.nameKh ?? null,
    freeAboveCents: zone.freeAbove === null || zone.freeAbove === undefined ? null : toCents(String(zone.freeAbove)),
    codAllowed: zone.codAllowed,
    codFeeCents: toCents(String(zone.codFee)),
    options: zone.options,
  };
}

/**
 * The zone of a destination: the province's district zone the district names (English or Khmer, any case) or, with
 * no district given, whose name the address contains; else the province's own zone; else outside every zone. A shop
 * with no active zone at all prices nothing (delivery free, as before it was priced).
 */
export async function zoneFor(em: EntityManager, destination: Destination): Promise<ZoneAnswer> {
  const zones = await em.find(
    DeliveryZone,
    { location: destination.locationId, active: true },
    { orderBy: { id: 'asc' }, populate: ['district'], disableIdentityMap: true },
  );
  const named = (zone: DeliveryZone): boolean => {
    const names = [zone.district?.name, zone.district?.nameKh].filter((name): name is string => !!name).map(folded);
    if (destination.district !== undefined) return names.includes(folded(destination.district));
    const address = destination.address === undefined ? '' : folded(destination.address);
    return address !== '' && names.some((name) => address.includes(name));
  };
  const zone = zones.find((candidate) => candidate.district && named(candidate)) ?? zones.find((z) => !z.district);
  if (zone) return { kind: 'zone', zone: toZoneTerms(zone) };
  if (zones.length > 0) return { kind: 'outside' };
  const [any] = await runSql<{ exists: boolean }>(
    em,
    sql`select exists(select 1 from delivery_zone where active) as exists`,
  );
  return any?.exists ? { kind: 'outside' } : { kind: 'unpriced' };
}

/** A requested line, priced and weighed: which supplier's part it falls in and what it adds to it. */
interface WeighedLine {
  supplier_id: number;
  supplier_name: string;
  supplier_name_kh: string | null;
  line_cents: string;
  grams: string;
}

export class DeliveryService {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /** POST /api/frontend/delivery/quote: the options of each supplier part of the lines for the address. */
  async quote(callerId: number | null, body: DeliveryQuoteBody): Promise<DeliveryQuote> {
    const em = this.#em.fork();
    const { location, destination } = await this.#destination(em, callerId, body);
    const dealer = callerId === null ? false : await paysDealerPrice(em, callerId);
    const [answer, rate] = await Promise.all([zoneFor(em, destination), khrRate(em)]);
    const parts = await this.#weighedParts(em, body.lines, dealer);
    const pickups = await StoreService.pickups(
      em,
      parts.map((part) => part.supplierId),
    );
    const riel = (cents: number) => centsToRiel(cents, rate);
    const zone = answer.kind === 'zone' ? answer.zone : null;
    return {
      location: { id: location.id, code: location.code, name: location.name, nameKh: location.nameKh },
      district: destination.district ?? null,
      zone: zone && { id: zone.id, district: zone.district, districtKh: zone.districtKh },
      outsideZones: answer.kind === 'outside',
      parts: parts.map((part) => {
        const options =
          answer.kind === 'zone'
            ? priceOptions(answer.zone, part)
            : answer.kind === 'unpriced'
              ? unpricedOptions()
              : [];
        const codFeeCents = zone?.codFeeCents ?? 0;
        return {
          supplier: { id: part.supplierId, name: part.supplierName, nameKh: part.supplierNameKh },
          goodsTotal: fromCents(part.goodsCents),
          goodsTotalKhr: part.goodsRiel,
          weightGrams: part.grams,
          freeAbove: zone?.freeAboveCents == null ? null : fromCents(zone.freeAboveCents),
          free: zone !== null && isFree(zone, part),
          options: options.map((option) => ({
            option: option.option,
            fee: fromCents(option.feeCents),
            feeKhr: riel(option.feeCents),
            daysMin: option.daysMin,
            daysMax: option.daysMax,
          })),
          pickup: pickups.get(part.supplierId) ?? null,
          cashOnDelivery: {
            allowed: answer.kind === 'unpriced' || (zone?.codAllowed ?? false),
            fee: fromCents(codFeeCents),
            feeKhr: riel(codFeeCents),
          },
        };
      }),
    };
  }

  /** The province and district the body names (a saved location must be the caller's own: 404 otherwise). */
  async #destination(em: EntityManager, callerId: number | null, body: DeliveryQuoteBody) {
    if ((body.userLocationId === undefined) === (body.locationId === undefined)) {
      throw badRequest('Give either userLocationId or locationId (with an optional district)', {
        field: body.userLocationId === undefined ? 'locationId' : 'userLocationId',
      });
    }
    if (body.userLocationId !== undefined) {
      const place =
        callerId === null
          ? null
          : await em.findOne(UserLocation, { id: body.userLocationId, user: callerId }, { populate: ['location'] });
      if (!place) throw notFound(`Saved location ${body.userLocationId} not found`);
      return {
        location: place.location,
        destination: { locationId: place.location.id, district: body.district, address: place.address },
      };
    }
    const location = await em.findOne(Location, { id: body.locationId! });
    if (!location) throw notFound(`Location ${body.locationId} not found`);
    return { location, destination: { locationId: location.id, district: body.district } };
  }

  /** The lines grouped into supplier parts (stocks no longer sold left out), priced at the caller's prices and weighed. */
  async #weighedParts(em: EntityManager, lines: DeliveryQuoteBody['lines'], dealer: boolean) {
    const rate = await khrRate(em);
    const rows = await runSql<WeighedLine & { unit_cents: string; quantity: number }>(
      em,
      sql`select st.supplier_id, su.name as supplier_name, su.name_kh as supplier_name_kh, g.quantity,
                 (${dealer ? sql`s.dealer_price` : sql`s.price`} * iu.factor * 100)::bigint::text as unit_cents,
                 (${dealer ? sql`s.dealer_price` : sql`s.price`} * iu.factor * g.quantity * 100)::bigint::text as line_cents,
                 (coalesce(i.shipping_weight_grams, 0)::bigint * iu.factor * g.quantity)::text as grams
          from unnest(${intArray(lines.map((line) => line.stockId))}::int[], ${intArray(lines.map((line) => line.itemUnitId ?? null))}::int[],
                      ${intArray(lines.map((line) => line.quantity))}::int[]) as g(stock_id, item_unit_id, quantity)
          join stock s on s.id = g.stock_id
          join item i on i.id = s.item_id
          join item_unit iu on iu.item_id = s.item_id and (iu.id = g.item_unit_id or (g.item_unit_id is null and iu.is_base))
          join store st on st.id = s.store_id
          join supplier su on su.id = st.supplier_id
          where st.enabled and su.enabled
          order by st.supplier_id`,
    );
    const parts = new Map<
      number,
      PartFacts & { supplierId: number; supplierName: string; supplierNameKh: string | null; goodsRiel: bigint }
    >();
    for (const row of rows) {
      const part = parts.get(row.supplier_id) ?? {
        supplierId: row.supplier_id,
        supplierName: row.supplier_name,
        supplierNameKh: row.supplier_name_kh,
        goodsCents: 0,
        grams: 0,
        goodsRiel: 0n,
      };
      part.goodsCents += Number(row.line_cents);
      part.grams += Number(row.grams);
      // A riel total is the sum of its lines' riel, each its unit's riel times the quantity (decisions.md).
      part.goodsRiel += BigInt(centsToRiel(Number(row.unit_cents), rate)) * BigInt(row.quantity);
      parts.set(row.supplier_id, part);
    }
    return [...parts.values()].map((part) => ({ ...part, goodsRiel: String(part.goodsRiel) }));
  }
}

/** With no zone at all, every shipping option ships free with no estimate, as before delivery was priced. */
function unpricedOptions() {
  return SHIPPING_OPTIONS.map((option) => ({ option, feeCents: 0, daysMin: null, daysMax: null }));
}

/** The grams of each stock's base unit (0 when not weighed), for order placement's parts. */
export async function stockGrams(em: EntityManager, stockIds: number[]): Promise<Map<number, number>> {
  const rows = await runSql<{ id: number; grams: number }>(
    em,
    sql`select s.id, coalesce(i.shipping_weight_grams, 0) as grams from stock s join item i on i.id = s.item_id where s.id = any(${intArray(stockIds)}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, Number(row.grams)]));
}

/** The choice for a supplier's part: the shopper's, else the order's `shippingOption`, else Ground Way. */
export function choiceFor(
  supplierId: number,
  choices: readonly PartDeliveryChoice[] | undefined,
  fallback: PartDeliveryChoice['option'] | undefined,
): PartDeliveryChoice['option'] {
  return choices?.find((choice) => choice.supplierId === supplierId)?.option ?? fallback ?? 'Ground Way';
}
