// Reviews: a shopper's review of the shop itself (platform review) and of a stock they received.
import Type, { type Static } from 'typebox';
import { Id, Nullable, MAX_INT32, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './envelope.ts';
import { CsvReaderFields } from './backoffice.ts';

export const MAX_REVIEW_COMMENT = 2000;

export const Rating = Type.Integer({ minimum: 1, maximum: 5, description: 'Stars, 1 to 5' });
const Comment = Type.String({ maxLength: MAX_REVIEW_COMMENT });

/** A review as anybody may read it: the reviewer is shown by display name only (never e-mail or phone). */
export const ReviewView = Type.Object({
  id: Id,
  /** The reviewed stock; null for a platform review. */
  stockId: Nullable(Id),
  rating: Rating,
  comment: Nullable(Type.String()),
  /** The reviewer's display name; "Former customer" when the account was deleted. */
  userName: Type.String(),
  /** The account was deleted: clients word "former customer" in the reader's language instead of `userName`. */
  formerCustomer: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ReviewView = Static<typeof ReviewView>;

export const ReviewSummary = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  /** Mean of the ratings to one decimal ("4.3"); null without reviews. */
  averageRating: Nullable(Type.String({ pattern: '^\\d\\.\\d$' })),
});
export type ReviewSummary = Static<typeof ReviewSummary>;

/** A page of reviews plus the count and mean rating of all of them. */
export const ReviewPage = Type.Object({
  data: Type.Array(ReviewView),
  pagination: Type.Object({
    page: Type.Integer({ minimum: 0 }),
    pageSize: Type.Integer({ minimum: 1 }),
    totalCount: Type.Integer({ minimum: 0 }),
    totalPage: Type.Integer({ minimum: 0 }),
  }),
  summary: ReviewSummary,
});
export type ReviewPage = Static<typeof ReviewPage>;

const pageFields = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INT32, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
};
export const PlatformReviewQuery = Type.Object({
  ...pageFields,
  mine: Type.Optional(Type.Boolean({ description: "Only the caller's own review (needs a bearer token)" })),
});
export type PlatformReviewQuery = Static<typeof PlatformReviewQuery>;
export const StockReviewQuery = Type.Object(pageFields);

export const PlatformReviewBody = Type.Object({ rating: Rating, comment: Type.Optional(Nullable(Comment)) });
export type PlatformReviewBody = Static<typeof PlatformReviewBody>;
export const StockReviewBody = Type.Object({ stockId: Id, rating: Rating, comment: Type.Optional(Nullable(Comment)) });
export type StockReviewBody = Static<typeof StockReviewBody>;
/** Changing a review: the rating and/or the comment (null clears it). */
export const ReviewPatch = Type.Object(
  { rating: Type.Optional(Rating), comment: Type.Optional(Nullable(Comment)) },
  { minProperties: 1 },
);
export type ReviewPatch = Static<typeof ReviewPatch>;

/** 409 for a second review: `reviewId` is the existing one, so the client can switch to editing it. */
export const ReviewExistsBody = Type.Object({
  statusCode: Type.Literal(409),
  code: Type.Literal('REVIEW_EXISTS'),
  message: Type.String(),
  reviewId: Id,
});

/** The caller's own review of an order line's stock, on the shopper's order detail. */
export const LineReview = Type.Object({ id: Id, rating: Rating, comment: Nullable(Type.String()) });
export type LineReview = Static<typeof LineReview>;

// ---- Moderation (back-office, admin): GET /api/backend/review, PUT /api/backend/review/:id/visibility

export const REVIEW_KINDS = ['stock', 'platform'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const MAX_MODERATION_REASON = 500;

/**
 * The moderation list's filters. `words`: the reported words, separated by spaces or commas; a review matches
 * when its comment contains any of them. `from`/`to` are whole days (YYYY-MM-DD), both included.
 */
export const ReviewModerationQuery = Type.Object({
  ...pageFields,
  kind: Type.Optional(Type.Enum(REVIEW_KINDS)),
  rating: Type.Optional(Rating),
  hidden: Type.Optional(Type.Boolean()),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  words: Type.Optional(Type.String({ maxLength: 200 })),
  /** The back-office kit's free text (ListScreen sends `search`): the same as `words`. */
  search: Type.Optional(Type.String({ maxLength: 200 })),
  format: Type.Optional(
    Type.Enum(['json', 'csv'], {
      description: 'csv: every review the filters match, as text/csv (reviews-YYYY-MM-DD.csv)',
    }),
  ),
  ...CsvReaderFields,
});
export type ReviewModerationQuery = Static<typeof ReviewModerationQuery>;

/** A review as a moderator sees it: who wrote it (the account, even deleted), what it is about, and its visibility. */
export const ReviewModerationView = Type.Object({
  id: Id,
  kind: Type.Enum(REVIEW_KINDS),
  stockId: Nullable(Id),
  /** The reviewed item's name and part number, for a stock review. */
  itemName: Nullable(Type.String()),
  partNumber: Nullable(Type.String()),
  rating: Rating,
  comment: Nullable(Type.String()),
  userId: Id,
  userName: Type.String(),
  userDeleted: Type.Boolean(),
  hidden: Type.Boolean(),
  moderationReason: Nullable(Type.String()),
  moderatedAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ReviewModerationView = Static<typeof ReviewModerationView>;

/** Hide or show a review; the reason is kept on the review and in the audit trail. */
export const ReviewVisibilityBody = Type.Object({
  hidden: Type.Boolean(),
  reason: Type.String({ minLength: 3, maxLength: MAX_MODERATION_REASON, pattern: '\\S' }),
});
export type ReviewVisibilityBody = Static<typeof ReviewVisibilityBody>;
