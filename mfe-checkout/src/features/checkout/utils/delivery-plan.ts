// What the shopper's delivery choices come to (decisions.md, "Delivery"): each supplier part of the cart travels on
// its own, by a shipping option its zone quotes or collected from the supplier's store; paying cash, a shipped part
// is cash on delivery with the zone's COD fee. Pure, so the rules are tested without drawing the page; the API
// re-quotes every choice when the order is placed and keeps its own figures.
import type { DeliveryChoice, DeliveryQuote, PartDeliveryChoice, QuotedOption, QuotedPart } from '@shop/contracts';
import { sumMoney, sumRiel } from '@shop/ui/riel.ts';

/** Store pickup, as the contract spells it (delivery-choice.ts; a value, and TypeBox stays off the storefront). */
export const STORE_PICKUP = 'STORE_PICKUP' satisfies DeliveryChoice;

export type PaymentKind = 'CASH' | 'BANK';

/** Why a part cannot be ordered as chosen: each is worded on the page and keeps the place-order button off. */
export type PartProblem =
  /** Outside every zone: only pickup is possible, and the shopper has not chosen it. */
  | 'outside-zones'
  /** The zone ships none of the options to this part (too heavy for every band) and pickup was not chosen. */
  | 'pickup-only'
  /** Nothing can be offered: no shipping option and the supplier's store is closed. */
  | 'no-way'
  /** Paying cash with this part shipped, where the zone takes no cash on delivery. */
  | 'cod-unavailable';

export interface PartPlan {
  part: QuotedPart;
  /** The choice in force: the shopper's while the quote still offers it, else the first shipping option quoted. */
  choice: DeliveryChoice | null;
  /** The shipping option chosen (null for pickup or no choice). */
  shipping: QuotedOption | null;
  fee: string;
  feeKhr: string;
  /** Cash on delivery of a shipped part paid in cash; "0.00" otherwise. */
  codFee: string;
  codFeeKhr: string;
  problem: PartProblem | null;
}

export interface DeliveryPlan {
  parts: PartPlan[];
  /** Every part's shipping and cash-on-delivery fees. */
  deliveryTotal: string;
  deliveryTotalKhr: string;
  /** Goods plus delivery: USD exact, riel the sum of the riel figures listed (decisions.md, "Riel figures add up"). */
  total: string;
  totalKhr: string;
  /** What the place-order request sends, one entry per part; complete only when `ready`. */
  choices: PartDeliveryChoice[];
  /** Every part has a choice the zone takes, with the payment chosen. */
  ready: boolean;
}

const ZERO = { usd: '0.00', khr: '0' };

/** Whether `choice` is one the part's quote offers. */
export function offers(part: QuotedPart, choice: DeliveryChoice): boolean {
  return choice === STORE_PICKUP ? part.pickup !== null : part.options.some((option) => option.option === choice);
}

/** The cheapest shipping option quoted for a part (the first of equals), or null when none is. */
export function cheapestOption(part: QuotedPart): QuotedOption | null {
  return part.options.reduce<QuotedOption | null>(
    (best, option) => (best === null || Number(option.fee) < Number(best.fee) ? option : best),
    null,
  );
}

function planPart(part: QuotedPart, picked: DeliveryChoice | undefined, payment: PaymentKind | null): PartPlan {
  // A choice the new quote no longer offers (another address) falls back, as a first visit does, to the first option.
  const choice = picked !== undefined && offers(part, picked) ? picked : (part.options[0]?.option ?? null);
  const shipping = part.options.find((option) => option.option === choice) ?? null;
  const cod = shipping !== null && payment === 'CASH';
  const problem: PartProblem | null =
    choice === null
      ? part.pickup === null
        ? 'no-way'
        : 'pickup-only'
      : cod && !part.cashOnDelivery.allowed
        ? 'cod-unavailable'
        : null;
  return {
    part,
    choice,
    shipping,
    fee: shipping?.fee ?? ZERO.usd,
    feeKhr: shipping?.feeKhr ?? ZERO.khr,
    codFee: cod && part.cashOnDelivery.allowed ? part.cashOnDelivery.fee : ZERO.usd,
    codFeeKhr: cod && part.cashOnDelivery.allowed ? part.cashOnDelivery.feeKhr : ZERO.khr,
    problem,
  };
}

/**
 * The delivery of every part of `quote` under the shopper's choices so far (`picked`, by supplier id) and the payment
 * chosen, with the totals the summary shows: `goods` is the cart's total (its lines) in USD and riel.
 */
export function planDelivery(
  quote: DeliveryQuote,
  picked: Readonly<Record<number, DeliveryChoice>>,
  payment: PaymentKind | null,
  goods: { total: string; totalKhr: string },
): DeliveryPlan {
  const parts = quote.parts.map((part) => {
    const plan = planPart(part, picked[part.supplier.id], payment);
    // Outside every zone the quote says so for the whole address; a part without a choice there is told why.
    return quote.outsideZones && plan.problem === 'pickup-only' ? { ...plan, problem: 'outside-zones' as const } : plan;
  });
  const fees = parts.flatMap((plan) => [plan.fee, plan.codFee]);
  const feesKhr = parts.flatMap((plan) => [plan.feeKhr, plan.codFeeKhr]);
  return {
    parts,
    deliveryTotal: sumMoney(fees),
    deliveryTotalKhr: sumRiel(feesKhr),
    total: sumMoney([goods.total, ...fees]),
    totalKhr: sumRiel([goods.totalKhr, ...feesKhr]),
    choices: parts.flatMap((plan) => (plan.choice ? [{ supplierId: plan.part.supplier.id, option: plan.choice }] : [])),
    ready: parts.length > 0 && parts.every((plan) => plan.problem === null),
  };
}
