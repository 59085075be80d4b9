// How one supplier part is priced for delivery (decisions.md, "Delivery"), as plain functions of the zone's terms and
// the part's goods total and weight, so the quote and order placement cannot price a part two ways.
import {
  DeliveryErrorCode,
  STORE_PICKUP,
  type DeliveryChoice,
  type DeliveryZoneOption,
  type PlaceOrderBody,
} from '@shop/contracts';
import { conflict } from '../../lib/http-error.ts';
import { toCents } from './money.ts';

/** A zone as the rules read it: money in cents. */
export interface ZoneTerms {
  id: number;
  district: string | null;
  districtKh: string | null;
  freeAboveCents: number | null;
  codAllowed: boolean;
  codFeeCents: number;
  options: DeliveryZoneOption[];
}

/** What a part weighs and costs, as the rules need it. */
export interface PartFacts {
  goodsCents: number;
  grams: number;
}

export interface PricedOption {
  option: DeliveryZoneOption['option'];
  feeCents: number;
  daysMin: number | null;
  daysMax: number | null;
}

/** What a part of an order keeps (order_part's delivery columns). */
export interface PartDeliveryTerms {
  option: DeliveryChoice;
  feeCents: number;
  codFeeCents: number;
  daysMin: number | null;
  daysMax: number | null;
}

/** Where the rules price against: a zone, outside every zone, or a shop with no zone at all (free, unpriced). */
export type ZoneAnswer = { kind: 'zone'; zone: ZoneTerms } | { kind: 'outside' } | { kind: 'unpriced' };

/** The band's fee in cents for a weight: the first band the weight fits (bands lightest first), or null when none. */
export function bandFeeCents(option: DeliveryZoneOption, grams: number): number | null {
  const band = option.bands.find((candidate) => candidate.upToGrams === null || grams <= candidate.upToGrams);
  return band ? toCents(band.fee) : null;
}

/** The part reached the zone's free-delivery threshold (at or above it). */
export const isFree = (zone: ZoneTerms, part: PartFacts): boolean =>
  zone.freeAboveCents !== null && part.goodsCents >= zone.freeAboveCents;

/** Every option the zone offers this part, priced; an option whose bands the part outweighs is left out. */
export function priceOptions(zone: ZoneTerms, part: PartFacts): PricedOption[] {
  const free = isFree(zone, part);
  return zone.options.flatMap((option) => {
    const fee = bandFeeCents(option, part.grams);
    if (fee === null) return [];
    return [{ option: option.option, feeCents: free ? 0 : fee, daysMin: option.daysMin, daysMax: option.daysMax }];
  });
}

/**
 * The delivery a part gets for the shopper's choice, or a 409 saying why it cannot: outside every zone (only pickup),
 * an option the zone does not offer the part, cash on delivery where the zone takes none. Pickup is always free, and
 * paid at the store, so never a COD fee.
 */
export function chooseDelivery(
  answer: ZoneAnswer,
  part: PartFacts & { supplierId: number },
  choice: DeliveryChoice,
  paymentMethod: PlaceOrderBody['paymentMethod'],
  locationId: number,
): PartDeliveryTerms {
  if (choice === STORE_PICKUP) return { option: choice, feeCents: 0, codFeeCents: 0, daysMin: null, daysMax: null };
  if (answer.kind === 'unpriced') return { option: choice, feeCents: 0, codFeeCents: 0, daysMin: null, daysMax: null };
  if (answer.kind === 'outside') {
    throw conflict(`Location ${locationId} is outside every delivery zone: only pickup from the store is possible`, {
      code: DeliveryErrorCode.outsideDeliveryZones,
      field: 'parts',
      facts: { locationId },
    });
  }
  const priced = priceOptions(answer.zone, part).find((option) => option.option === choice);
  if (!priced) {
    throw conflict(
      `${choice} is not offered for supplier ${part.supplierId}'s part (${part.grams} g) in delivery zone ${answer.zone.id}`,
      {
        code: DeliveryErrorCode.deliveryOptionUnavailable,
        field: 'parts',
        facts: { supplierId: part.supplierId, option: choice },
      },
    );
  }
  if (paymentMethod === 'CASH' && !answer.zone.codAllowed) {
    throw conflict(
      `Delivery zone ${answer.zone.id} takes no cash on delivery (supplier ${part.supplierId}'s part is shipped)`,
      {
        code: DeliveryErrorCode.cashOnDeliveryUnavailable,
        field: 'paymentMethod',
        facts: { supplierId: part.supplierId },
      },
    );
  }
  return {
    option: choice,
    feeCents: priced.feeCents,
    codFeeCents: paymentMethod === 'CASH' ? answer.zone.codFeeCents : 0,
    daysMin: priced.daysMin,
    daysMax: priced.daysMax,
  };
}
