// What a supplier part of an order keeps of its delivery quote, and what the shopper chooses per part when ordering
// (decisions.md, "Delivery"). Apart from delivery.ts so commerce.ts can use it without an import cycle.
import Type, { type Static } from 'typebox';
import { Id, Nullable } from './envelope.ts';
import { Money, Riel } from './catalog-parts.ts';
import { SHIPPING_OPTIONS } from './enum-types.ts';

/** Collecting the part at its supplier's store: free, offered everywhere (also outside every zone). */
export const STORE_PICKUP = 'STORE_PICKUP';
/** What a shopper chooses for one supplier part: a shipping option the zone prices, or store pickup. */
export const DELIVERY_CHOICES = [...SHIPPING_OPTIONS, STORE_PICKUP] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];
export const DeliveryChoiceSchema = Type.Enum(DELIVERY_CHOICES);
export const DeliveryShippingOption = Type.Enum(SHIPPING_OPTIONS);

/** Whole grams, as items carry their shipping weight. */
export const Grams = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
/** Days, counted from the order's acceptance. */
export const Days = Type.Integer({ minimum: 0, maximum: 365 });

/** Store pickup: always free, from the supplier's one store. */
export const QuotedPickup = Type.Object({
  storeId: Id,
  name: Type.String(),
  nameKh: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  address: Nullable(Type.String()),
});
export type QuotedPickup = Static<typeof QuotedPickup>;

// ---- Placing an order and reading it back -----------------------------------------------------------------------

/** PlaceOrderBody.parts: the shopper's choice for one supplier part of the cart. The server re-quotes it. */
export const PartDeliveryChoice = Type.Object({ supplierId: Id, option: DeliveryChoiceSchema });
export type PartDeliveryChoice = Static<typeof PartDeliveryChoice>;

/**
 * What a part of an order keeps of its quote (OrderPartView.delivery, InvoiceView.delivery); null for orders placed
 * before delivery was priced (their fee is 0). `fee` + `codFee` is what the part's invoice adds to its lines.
 */
export const PartDelivery = Type.Object({
  option: DeliveryChoiceSchema,
  fee: Money,
  feeKhr: Riel,
  codFee: Money,
  codFeeKhr: Riel,
  daysMin: Nullable(Days),
  daysMax: Nullable(Days),
  /** STORE_PICKUP: where to collect it. */
  pickup: Nullable(QuotedPickup),
});
export type PartDelivery = Static<typeof PartDelivery>;
