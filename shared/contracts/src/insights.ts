// The back-office dashboards (sales, orders by status, top sellers, counts) and the storefront's visitors.
import Type, { type Static } from 'typebox';
import { Money, Riel } from './catalog-parts.ts';
import { ORDER_STATUSES } from './enum-types.ts';
import { Id, Nullable, PageQuery } from './envelope.ts';

/** Period types: day, week (the spec's default `w`), month, year. */
export const DASHBOARD_PERIODS = ['d', 'w', 'm', 'y'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** The spec's dashboard grouping: by vehicle brand, model or year. */
export const DASHBOARD_GROUPS = ['brand', 'model', 'year'] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];
/** At most this many buckets in one answer (e.g. 366 days): a wider range is a 400 naming `from`. */
export const DASHBOARD_MAX_BUCKETS = 366;
export const TOP_STOCK_MAX = 50;

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD, Phnom Penh time' });

const RangeFields = {
  from: Type.Optional(Type.String({ format: 'date', description: 'First day (YYYY-MM-DD, Phnom Penh time)' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Last day, included; before `from`: 400 naming `to`' })),
};
const VehicleFields = {
  yearId: Type.Optional(Id),
  brandId: Type.Optional(Id),
};

export const DashboardQuery = Type.Object({
  type: Type.Optional(
    Type.Enum([...DASHBOARD_PERIODS], {
      default: 'w',
      description: 'Period type: d(ay), w(eek, default), m(onth), y(ear)',
    }),
  ),
  ...RangeFields,
  ...VehicleFields,
  group: Type.Optional(
    Type.Enum([...DASHBOARD_GROUPS], { description: 'Also answer the figures per vehicle brand, model or year' }),
  ),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

/**
 * Sales figures: `orders` is null when a vehicle filter applies (an order may hold lines of several vehicles).
 * `sales` is what the shopper pays: the open lines plus the delivery fees (shipping and cash on delivery) of the
 * parts not cancelled, which `deliveryFees` gives apart. A fee belongs to a part, not to a vehicle: with a vehicle
 * filter, and in the groups by vehicle, `sales` is the lines alone and `deliveryFees` is null.
 */
export const SalesFigures = Type.Object({
  orders: Nullable(Type.Integer({ minimum: 0 })),
  lines: Type.Integer(),
  units: Type.Integer(),
  sales: Money,
  salesKhr: Riel,
  deliveryFees: Nullable(Money),
  deliveryFeesKhr: Nullable(Riel),
});
export type SalesFigures = Static<typeof SalesFigures>;

export const DashboardSales = Type.Object({
  type: Type.Enum([...DASHBOARD_PERIODS]),
  from: Day,
  to: Day,
  totals: SalesFigures,
  /** One bucket per period from `from` to `to` (weeks start on Monday), empty ones included. */
  series: Type.Array(Type.Object({ start: Day, end: Day, ...SalesFigures.properties })),
  /** With `group`: the best 12 groups by sales (id 0: lines with no vehicle, e.g. accessories). */
  groups: Type.Array(
    Type.Object({ id: Type.Integer({ minimum: 0 }), name: Type.String(), ...SalesFigures.properties }),
  ),
});
export type DashboardSales = Static<typeof DashboardSales>;

export const DashboardStatusQuery = Type.Object({ ...RangeFields });
export type DashboardStatusQuery = Static<typeof DashboardStatusQuery>;
export const DashboardStatusRow = Type.Object({
  status: Type.Enum([...ORDER_STATUSES]),
  orders: Type.Integer({ minimum: 0 }),
  /** Lines plus delivery fees, as SalesFigures.sales. */
  sales: Money,
  salesKhr: Riel,
  deliveryFees: Money,
  deliveryFeesKhr: Riel,
});
export type DashboardStatusRow = Static<typeof DashboardStatusRow>;

export const TopStockQuery = Type.Object({
  size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: TOP_STOCK_MAX, default: 10, description: `At most ${TOP_STOCK_MAX}` }),
  ),
  ...VehicleFields,
});
export type TopStockQuery = Static<typeof TopStockQuery>;
export const TopStockRow = Type.Object({
  stockId: Id,
  itemId: Id,
  name: Type.String(),
  nameKh: Nullable(Type.String()),
  partNumber: Type.String(),
  supplier: Type.Object({ id: Id, name: Type.String() }),
  lines: Type.Integer(),
  units: Type.Integer(),
  sales: Money,
  salesKhr: Riel,
});
export type TopStockRow = Static<typeof TopStockRow>;

export const DashboardCountQuery = Type.Object({ ...RangeFields });
export type DashboardCountQuery = Static<typeof DashboardCountQuery>;
/** A count now (`total`; for visitors, the range's) and how many came in the range (default: the last 30 days). */
export const DashboardCount = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  inRange: Type.Integer({ minimum: 0 }),
  from: Day,
  to: Day,
  /** Dealers only: registered and waiting for approval. */
  waiting: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Visitors only: one per day from `from` to `to`. */
  series: Type.Optional(Type.Array(Type.Object({ day: Day, visitors: Type.Integer({ minimum: 0 }) }))),
});
export type DashboardCount = Static<typeof DashboardCount>;

export const VISIT_LOCALES = ['en', 'kh'] as const;
export const VisitBody = Type.Object({
  path: Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: '^/',
    description: 'The landing path (no query string is kept)',
  }),
  referrer: Type.Optional(Type.String({ maxLength: 2000, description: 'document.referrer; only its host is kept' })),
  locale: Type.Enum([...VISIT_LOCALES]),
});
export type VisitBody = Static<typeof VisitBody>;
export const VisitResult = Type.Object({
  counted: Type.Boolean({ description: 'false for a bot or a visitor already counted today' }),
});

export const VisitorListQuery = Type.Object({
  ...PageQuery.properties,
  ...RangeFields,
  locale: Type.Optional(Type.Enum([...VISIT_LOCALES])),
  path: Type.Optional(Type.String({ maxLength: 200, description: 'Landing path contains' })),
  referrer: Type.Optional(
    Type.String({ maxLength: 200, description: "Referrer's host contains; `none` for direct visits" }),
  ),
});
export type VisitorListQuery = Static<typeof VisitorListQuery>;
export const VisitorView = Type.Object({
  id: Id,
  day: Day,
  landingPath: Type.String(),
  referrerHost: Nullable(Type.String()),
  locale: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type VisitorView = Static<typeof VisitorView>;
