// Cart, favourites, orders, invoices and notifications: the storefront's and back-office's shapes.
import Type, { type Static } from 'typebox';
import { SystemNoteCodeSchema, SystemNoteFacts } from './system-note.ts';
import { CsvReaderFields, listQuery } from './backoffice.ts';
import { Id, Nullable, PageQuery } from './envelope.ts';
import { Availability, Money, PriceKindField, Riel } from './catalog-parts.ts';
import { ADMIN_ORDER_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, SHIPPING_OPTIONS } from './enum-types.ts';
import { INVOICE_STATUSES, NOTIFICATION_KINDS, ORDER_LINE_STATUSES } from './commerce-vocabulary.ts';
import { LineReview } from './commerce-review.ts';
import { MAX_CART_LINE_QUANTITY, MAX_CART_LINES } from './limits.ts';
import { KHQR_CURRENCIES } from './commerce-khqr.ts';
import { PartDelivery, PartDeliveryChoice } from './delivery-choice.ts';

const Quantity = Type.Integer({
  minimum: 1,
  maximum: MAX_CART_LINE_QUANTITY,
  description: 'How many of the chosen unit',
});

/** What a cart, order or invoice line sells: the item's names and the unit it is counted in. */
export const LineItem = Type.Object({
  itemId: Id,
  type: Type.String({ description: 'Part or Accessory' }),
  partId: Nullable(Id),
  accessoryId: Nullable(Id),
  partNumber: Type.String(),
  name: Type.String(),
  nameKh: Nullable(Type.String()),
});
export type LineItem = Static<typeof LineItem>;

export const LineUnit = Type.Object({
  id: Id,
  name: Type.String(),
  nameKh: Nullable(Type.String()),
  factor: Type.Integer({ minimum: 1 }),
});
export type LineUnit = Static<typeof LineUnit>;

export const LineSupplier = Type.Object({ id: Id, name: Type.String(), nameKh: Nullable(Type.String()) });

/** One of the units an item is sold in; `isBase` marks the unit its stock is counted in (factor 1). */
export const ItemUnitOption = Type.Object({ ...LineUnit.properties, isBase: Type.Boolean() });
export type ItemUnitOption = Static<typeof ItemUnitOption>;

/** Why a cart line cannot be ordered as it is: the stock has fewer base units than it needs, or the store stopped selling. */
export const CART_WARNING_CODES = ['SHORT', 'UNAVAILABLE'] as const;
export type CartWarningCode = (typeof CART_WARNING_CODES)[number];

/** The item's picture: its own, else its category's (`/files/<key>`), as the catalogue shows it; null when neither has one. */
const ItemImage = Nullable(Type.String({ description: '/files/<key> (a public picture)' }));

export const CartLine = Type.Object({
  id: Id,
  stockId: Id,
  item: LineItem,
  unit: LineUnit,
  supplier: LineSupplier,
  quantity: Type.Integer({ minimum: 1 }),
  baseQuantity: Type.Integer({ minimum: 1, description: 'quantity x unit factor' }),
  available: Type.Integer({ minimum: 0, description: 'What the stock has now, in base units' }),
  unitPrice: Money,
  unitPriceKhr: Riel,
  lineTotal: Money,
  lineTotalKhr: Riel,
  warning: Nullable(
    Type.String({
      description: 'Set when the stock has fewer base units than the line needs, or the store stopped selling',
    }),
  ),
  /** The same as `warning`, for clients to word: SHORT (too few base units, `available` says how many), UNAVAILABLE (the store stopped selling). */
  warningCode: Nullable(Type.Enum(CART_WARNING_CODES)),
  image: ItemImage,
  /** Every unit the item is sold in, base unit first: what the line's unit can be changed to. */
  units: Type.Array(ItemUnitOption),
});
export type CartLine = Static<typeof CartLine>;

export const Cart = Type.Object({
  lines: Type.Array(CartLine),
  count: Type.Integer({ minimum: 0 }),
  total: Money,
  totalKhr: Riel,
  dealerPricing: Type.Boolean(),
  hasWarnings: Type.Boolean(),
});
export type Cart = Static<typeof Cart>;

export const AddToCartBody = Type.Object({
  stockId: Id,
  itemUnitId: Type.Optional(Id),
  quantity: Type.Optional(Quantity),
  /**
   * Names this add, so that sending it again adds nothing more: an add pressed offline is kept with an id of its own
   * and may be sent twice (a reload, or a second tab, while its answer was on the way). Kept for 30 days.
   */
  addId: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' })),
});
export type AddToCartBody = Static<typeof AddToCartBody>;

/** A line of a signed-out shopper's cart, kept in the browser: a stock in a unit (the base unit unless given). */
export const GuestCartLine = Type.Object({ stockId: Id, itemUnitId: Type.Optional(Id), quantity: Quantity });
export type GuestCartLine = Static<typeof GuestCartLine>;

/** The guest's lines, priced like a cart: each answered line's `id` is its position in `lines` plus one. */
export const GuestCartBody = Type.Object({ lines: Type.Array(GuestCartLine, { maxItems: MAX_CART_LINES }) });
export type GuestCartBody = Static<typeof GuestCartBody>;

/** What a guest kept in the browser, merged into the account that signs in. */
export const GuestMergeBody = Type.Object({
  lines: Type.Array(GuestCartLine, { maxItems: MAX_CART_LINES }),
  favoriteItemIds: Type.Array(Id, { maxItems: 500, uniqueItems: true }),
});
export type GuestMergeBody = Static<typeof GuestMergeBody>;

export const GuestMergeResult = Type.Object({
  cart: Cart,
  /** Stocks whose merged quantity was cut down to what the store has. */
  limited: Type.Array(Id),
  /** Stocks no longer sold (or a full cart): their guest lines were left out. */
  skipped: Type.Array(Id),
});
export type GuestMergeResult = Static<typeof GuestMergeResult>;

export const UpdateCartBody = Type.Object({ quantity: Quantity, itemUnitId: Type.Optional(Id) });
export type UpdateCartBody = Static<typeof UpdateCartBody>;

export const FavoriteItem = Type.Object({
  id: Id,
  item: LineItem,
  /** Where the catalogue shows the item: a part page (`part/:id`) or an accessory page (`accessories/:id`). */
  link: Nullable(Type.Object({ kind: Type.Enum(['part', 'accessory']), id: Id })),
  image: ItemImage,
  /** As the catalogue offers it: the lowest price among stores that have it (else the lowest), and the stock to add (cheapest in stock); null when no store sells it. */
  stockId: Nullable(Id),
  price: Nullable(Money),
  priceKhr: Nullable(Riel),
  priceKind: PriceKindField,
  availability: Availability,
  createdAt: Type.String({ format: 'date-time' }),
});
export type FavoriteItem = Static<typeof FavoriteItem>;
export const ToggleFavoriteBody = Type.Object({ itemId: Id });
export const FavoriteToggled = Type.Object({ itemId: Id, favorite: Type.Boolean() });

export const OrderStatus = Type.Enum(ORDER_STATUSES);
export const AdminOrderStatus = Type.Enum(ADMIN_ORDER_STATUSES);
export const PaymentMethod = Type.Enum(PAYMENT_METHODS);
export const ShippingOption = Type.Enum(SHIPPING_OPTIONS);

export const PlaceOrderBody = Type.Object({
  userLocationId: Type.Optional(Id),
  paymentMethod: PaymentMethod,
  /** Without `parts`: the option for every supplier part. With `parts`, the order keeps the first shipped part's. */
  shippingOption: Type.Optional(ShippingOption),
  /**
   * The shopper's delivery choice per supplier part of the cart (decisions.md, "Delivery"); the server re-quotes each
   * for the address and keeps the option and fee. A part left out takes `shippingOption`. While the shop has no
   * delivery zone at all, shipped parts cost nothing (fee 0), as before delivery was priced.
   */
  parts: Type.Optional(Type.Array(PartDeliveryChoice, { maxItems: 100 })),
  note: Type.Optional(Type.String({ maxLength: 500 })),
  khqrCurrency: Type.Optional(
    Type.Enum(KHQR_CURRENCIES, {
      description: 'BANK orders: the currency of the KHQR code the shopper pays with (default USD)',
    }),
  ),
});
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

export const ShortLine = Type.Object({
  cartItemId: Id,
  stockId: Id,
  name: Type.String(),
  nameKh: Nullable(Type.String()),
  wanted: Type.Integer({ description: 'Base units the cart asks for' }),
  available: Type.Integer({ minimum: 0 }),
});
export const OutOfStockBody = Type.Object({
  statusCode: Type.Literal(409),
  code: Type.Literal('OUT_OF_STOCK'),
  message: Type.String(),
  shortLines: Type.Array(ShortLine),
});

export const OrderLine = Type.Object({
  id: Id,
  stockId: Id,
  item: LineItem,
  unit: LineUnit,
  supplier: LineSupplier,
  quantity: Type.Integer(),
  baseQuantity: Type.Integer(),
  unitPrice: Money,
  unitPriceKhr: Riel,
  lineTotal: Money,
  lineTotalKhr: Riel,
  status: Type.Enum(ORDER_LINE_STATUSES),
  /** Shopper's own order reads only: the shopper's review of this line's stock, or null. */
  review: Type.Optional(Nullable(LineReview)),
  /**
   * Shopper's own order reads only: true when the shopper may review this line's stock (an open line of a
   * DELIVERED or PAID order); with `review` set, the review can be edited instead.
   */
  canReview: Type.Optional(Type.Boolean()),
});
export type OrderLine = Static<typeof OrderLine>;

export const OrderStatusMove = Type.Object({
  from: Nullable(OrderStatus),
  to: OrderStatus,
  note: Nullable(Type.String()),
  /** A system-written note as a code, worded by the page with `noteFacts` (system-note.ts). */
  noteCode: Type.Optional(Nullable(SystemNoteCodeSchema)),
  noteFacts: Type.Optional(Nullable(SystemNoteFacts)),
  changedBy: Nullable(Type.Object({ id: Id, name: Type.String() })),
  at: Type.String({ format: 'date-time' }),
  /** The supplier's part that moved (OrderPartView.id); null: the whole order (its creation, moves before parts). */
  partId: Type.Optional(Nullable(Id)),
});

/**
 * One supplier's part of an order (decisions.md, "Per-supplier fulfilment"): its lines move along the state machine
 * by themselves; the order's status is derived from its parts'. `history` is the part's timeline (its own moves and
 * the whole order's). A supplier reads only its own part.
 */
export const OrderPartView = Type.Object({
  id: Id,
  supplier: LineSupplier,
  status: OrderStatus,
  /** Its open lines' sum plus its delivery fees (`delivery.fee` + `delivery.codFee`). */
  total: Money,
  totalKhr: Riel,
  /** Its open lines' sum alone. */
  goodsTotal: Money,
  goodsTotalKhr: Riel,
  /** The option and fee quoted for the part when ordered; null for orders placed before delivery was priced (fee 0). */
  delivery: Nullable(PartDelivery),
  lineCount: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
  history: Type.Array(OrderStatusMove),
});
export type OrderPartView = Static<typeof OrderPartView>;

export const OrderAddress = Type.Object({
  userLocationId: Nullable(Id),
  locationId: Id,
  locationName: Type.String(),
  /** The province (or district) in Khmer, for Khmer pages. */
  locationNameKh: Type.String(),
  recipientName: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  address: Type.String(),
});

export const OrderSummary = Type.Object({
  id: Id,
  status: OrderStatus,
  /** Lines plus every part's delivery fees: what the shopper pays (and a KHQR asks for). */
  total: Money,
  totalKhr: Riel,
  /** The delivery fees (shipping and cash on delivery) of the parts not cancelled; "0.00" when none. */
  deliveryTotal: Money,
  deliveryTotalKhr: Riel,
  lineCount: Type.Integer(),
  paymentMethod: PaymentMethod,
  shippingOption: ShippingOption,
  customer: Type.Object({ id: Id, name: Type.String() }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type OrderSummary = Static<typeof OrderSummary>;

export const OrderDetailView = Type.Object({
  ...OrderSummary.properties,
  dealerPricing: Type.Boolean(),
  address: OrderAddress,
  note: Nullable(Type.String()),
  reasons: Nullable(Type.String()),
  refundNote: Nullable(Type.String()),
  lines: Type.Array(OrderLine),
  history: Type.Array(OrderStatusMove),
  /** Each supplier's part (a supplier: its own only), by supplier id. */
  parts: Type.Array(OrderPartView),
});
export type OrderDetailView = Static<typeof OrderDetailView>;

/** Columns the staff order list sorts by. */
export const ORDER_SORTS = ['createdAt', 'total', 'customer'] as const;

/** The staff order list's filters (the status tabs' counts take the same ones, without `status`). */
export const OrderFilterFields = {
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Order number (#12 or 12), customer name, e-mail or phone (any spacing), or part number',
    }),
  ),
  supplierId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: "Orders with a line of this supplier's (admins; a supplier's own is implied)",
    }),
  ),
  userId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: "One customer's orders (admins; the people screen)",
    }),
  ),
  paymentMethod: Type.Optional(PaymentMethod),
  from: Type.Optional(
    Type.String({ format: 'date', description: 'Placed on or after this day (YYYY-MM-DD, Phnom Penh time)' }),
  ),
  to: Type.Optional(
    Type.String({ format: 'date', description: 'Placed on or before this day (YYYY-MM-DD, Phnom Penh time)' }),
  ),
};
export const OrderCountsQuery = Type.Object(OrderFilterFields);
export type OrderCountsQuery = Static<typeof OrderCountsQuery>;

export const OrderListQuery = Type.Object({
  status: Type.Optional(AdminOrderStatus),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  format: Type.Optional(Type.Enum(['json', 'csv'], { description: 'csv: the whole filtered list as text/csv' })),
  sort: Type.Optional(
    Type.Enum([...ORDER_SORTS, ...ORDER_SORTS.map((column) => `-${column}` as const)], {
      description: 'createdAt (default, newest first), total or customer (name); a leading "-" sorts descending',
    }),
  ),
  ...CsvReaderFields,
  ...OrderFilterFields,
});
export type OrderListQuery = Static<typeof OrderListQuery>;

/** GET /api/backend/order/ids: every order id under the list's tab and filters, for "select all that match". */
export const OrderIdsQuery = Type.Object({ status: Type.Optional(AdminOrderStatus), ...OrderFilterFields });
export type OrderIdsQuery = Static<typeof OrderIdsQuery>;
/** At most this many ids in one answer (`total` still counts them all). */
export const MAX_ORDER_IDS = 5000;
export const OrderIds = Type.Object({
  ids: Type.Array(Type.Integer()),
  total: Type.Integer({ minimum: 0, description: 'How many orders match (ids holds the first 5,000, newest first)' }),
});
export type OrderIds = Static<typeof OrderIds>;

/** Orders per status (and `ALL`) for the list's tabs, under the same filters. */
export const OrderStatusCounts = Type.Object(
  Object.fromEntries(ADMIN_ORDER_STATUSES.map((status) => [status, Type.Integer({ minimum: 0 })])) as Record<
    (typeof ADMIN_ORDER_STATUSES)[number],
    ReturnType<typeof Type.Integer>
  >,
);
export type OrderStatusCounts = Static<typeof OrderStatusCounts>;

/** An internal note on an order: staff only, never shown to the shopper. */
export const OrderNoteBody = Type.Object({ body: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) });
export type OrderNoteBody = Static<typeof OrderNoteBody>;
export const OrderNoteView = Type.Object({
  id: Id,
  body: Type.String(),
  author: Type.Object({ id: Id, name: Type.String() }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type OrderNoteView = Static<typeof OrderNoteView>;

export const CancelOrderBody = Type.Object({ reasons: Type.Optional(Type.String({ maxLength: 1000 })) });
export const BackofficeCancelBody = Type.Object({
  reasons: Type.String({ minLength: 1, maxLength: 1000 }),
  refundNote: Type.Optional(Type.String({ maxLength: 1000 })),
});
export const StatusNoteBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 1000 })) });
export const ModifyLocationBody = Type.Object({ userLocationId: Id });
export const OrderLineParams = Type.Object({ orderId: Id, detailId: Id });

export const InvoiceStatus = Type.Enum(INVOICE_STATUSES);
export const InvoiceListQuery = Type.Object({
  status: Type.Optional(Type.Enum(['ALL', ...INVOICE_STATUSES])),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
/** The back-office invoice lists' query: also `id`, one invoice within what the route may show (the staff print view). */
export const StaffInvoiceListQuery = Type.Object({
  ...InvoiceListQuery.properties,
  id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'One invoice by its number, within what the route shows',
    }),
  ),
});
export type StaffInvoiceListQuery = Static<typeof StaffInvoiceListQuery>;
/** The store that bills: its names and how to reach it (the store's own phone and address, else its supplier's). */
export const InvoiceStore = Type.Object({
  /** Null for a supplier that has no store row: it bills under its own name and contact. */
  id: Nullable(Id),
  name: Type.String(),
  nameKh: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  address: Nullable(Type.String()),
});
export const InvoiceView = Type.Object({
  id: Id,
  orderId: Id,
  status: InvoiceStatus,
  supplier: LineSupplier,
  store: InvoiceStore,
  /** Who the invoice is made out to: the order's customer and the order's delivery address. */
  customer: Type.Object({ id: Id, name: Type.String() }),
  address: OrderAddress,
  /** The order's way to pay and status now: a BANK order with something due shows its KHQR code under the invoice. */
  paymentMethod: PaymentMethod,
  orderStatus: OrderStatus,
  /** The order was placed by an approved dealer: its lines are at dealer prices. */
  dealerPricing: Type.Boolean(),
  /** The lines' sum plus the part's delivery fees. */
  total: Money,
  totalKhr: Riel,
  goodsTotal: Money,
  goodsTotalKhr: Riel,
  /** The part's delivery as ordered: its fees are on this invoice; null for orders placed before delivery was priced. */
  delivery: Nullable(PartDelivery),
  createdAt: Type.String({ format: 'date-time' }),
  lines: Type.Array(OrderLine),
});
export type InvoiceView = Static<typeof InvoiceView>;

/** LOW_STOCK: what went low, as it was then, so each client words the notice in its reader's language. */
export const LowStockFacts = Type.Object({
  itemName: Type.String(),
  itemNameKh: Nullable(Type.String()),
  partNumber: Type.String(),
  storeName: Type.String(),
  storeNameKh: Nullable(Type.String()),
  /** What is left, in base units, and the alert threshold it crossed. */
  quantity: Type.Integer(),
  threshold: Type.Integer(),
});
export type LowStockFacts = Static<typeof LowStockFacts>;

export const NotificationView = Type.Object({
  id: Id,
  kind: Type.Enum(NOTIFICATION_KINDS),
  title: Type.String(),
  message: Type.String(),
  orderId: Nullable(Id),
  /** ORDER_STATUS: the move the notification tells of (null for other kinds), so clients word it in their language. */
  fromStatus: Nullable(OrderStatus),
  toStatus: Nullable(OrderStatus),
  /** Free text that came with the event (a cancel reason, a staff note), as written; null when none. */
  note: Nullable(Type.String()),
  /** LOW_STOCK: the stock that went low, and how many base units it has left then. */
  stockId: Type.Optional(Nullable(Id)),
  lowStock: Type.Optional(Nullable(LowStockFacts)),
  /** ORDER_STATUS of one supplier's part (decisions.md, "Per-supplier fulfilment"): that supplier's names; null for the whole order. */
  supplierName: Type.Optional(Nullable(Type.String())),
  supplierNameKh: Type.Optional(Nullable(Type.String())),
  seen: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type NotificationView = Static<typeof NotificationView>;
export const MarkSeenBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) });
/** GET /api/backend/notification[/supplier]: a page of my notifications, `new`, `old` or `all` (the default). */
export const NotificationListQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Type.Enum(['new', 'old', 'all'])),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;
export const NotificationCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });

/** GET /api/backend/user/order: a user who has ordered, with how many orders and when the last one was placed. */
export const OrderingUserView = Type.Object({
  id: Id,
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  type: Type.String(),
  orderCount: Type.Integer({ minimum: 1 }),
  lastOrderAt: Type.String({ format: 'date-time' }),
});
export type OrderingUserView = Static<typeof OrderingUserView>;

/** A way to pay offered at checkout. */
export const PaymentMethodView = Type.Object({
  id: Id,
  name: Type.String(),
  nameKh: Nullable(Type.String()),
  type: PaymentMethod,
  accountName: Nullable(Type.String()),
  accountNumber: Nullable(Type.String()),
  note: Nullable(Type.String()),
  noteKh: Nullable(Type.String()),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PaymentMethodView = Static<typeof PaymentMethodView>;

const optional = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const paymentMethodFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  nameKh: optional(100),
  type: PaymentMethod,
  accountName: optional(200),
  accountNumber: optional(64),
  note: optional(500),
  noteKh: optional(500),
  enabled: Type.Optional(Type.Boolean()),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
};
export const PaymentMethodBody = Type.Object(paymentMethodFields);
export type PaymentMethodBody = Static<typeof PaymentMethodBody>;
export const PaymentMethodPatch = Type.Object(
  { ...paymentMethodFields, name: Type.Optional(paymentMethodFields.name), type: Type.Optional(PaymentMethod) },
  { minProperties: 1 },
);
export type PaymentMethodPatch = Static<typeof PaymentMethodPatch>;
/** GET /api/backend/payment-method: sorts by sortOrder (default), name, createdAt; search over name, nameKh. */
export const PaymentMethodListQuery = listQuery({ enabled: Type.Optional(Type.Boolean()) });
export type PaymentMethodListQuery = Static<typeof PaymentMethodListQuery>;

/** `GET /api/backend/order/stock`: stocks an order can be taken from (admins: every selling store; a supplier: its own). */
export const OrderStockQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Part number (any spelling: case, spaces, dashes) or name, English or Khmer',
    }),
  ),
});
export type OrderStockQuery = Static<typeof OrderStockQuery>;

export const OrderStockRow = Type.Object({
  stockId: Id,
  item: LineItem,
  store: Type.Object({ id: Id, name: Type.String(), nameKh: Nullable(Type.String()) }),
  supplier: LineSupplier,
  baseUnitId: Id,
  /** Every unit the item is sold in, base unit first. */
  units: Type.Array(LineUnit),
  price: Money,
  priceKhr: Riel,
  dealerPrice: Money,
  quantity: Type.Integer({ minimum: 0, description: 'Base units available now' }),
});
export type OrderStockRow = Static<typeof OrderStockRow>;

/** An order an admin takes on a customer's (or dealer's) behalf: the same stock taking as the shopper's own order. */
export const AdminPlaceOrderBody = Type.Object({
  userId: Id,
  locationId: Type.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    description: "One of that user's saved locations (user-location id)",
  }),
  shippingOption: ShippingOption,
  /** As PlaceOrderBody.parts: the delivery choice per supplier part, re-quoted for the location; others take `shippingOption`. */
  parts: Type.Optional(Type.Array(PartDeliveryChoice, { maxItems: 100 })),
  paymentMethodId: Id,
  lines: Type.Array(Type.Object({ stockId: Id, unitId: Type.Optional(Id), quantity: Quantity }), {
    minItems: 1,
    maxItems: 100,
  }),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type AdminPlaceOrderBody = Static<typeof AdminPlaceOrderBody>;

/** 409 of `POST /api/backend/order`: the short lines named by their place in `lines` (zero-based). */
export const AdminOutOfStockBody = Type.Object({
  statusCode: Type.Literal(409),
  code: Type.Literal('OUT_OF_STOCK'),
  message: Type.String(),
  shortLines: Type.Array(
    Type.Object({
      lineIndex: Type.Integer({ minimum: 0 }),
      stockId: Id,
      name: Type.String(),
      nameKh: Nullable(Type.String()),
      wanted: Type.Integer({ description: 'Base units the order asks for' }),
      available: Type.Integer({ minimum: 0 }),
    }),
  ),
});
