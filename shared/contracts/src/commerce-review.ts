// Reviews: a shopper's review of the shop itself (platform review) and of a stock they received.
import Type, { type Static } from 'typebox';
import { Id, Nullable, MAX_INT32, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './envelope.ts';


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
  userName: Type.String(),
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
  mine: Type.Optional(Type.Boolean({ description: 'Only the caller\'s own review (needs a bearer token)' })),
});
export type PlatformReviewQuery = Static<typeof PlatformReviewQuery>;
export const StockReviewQuery = Type.Object(pageFields);

export const PlatformReviewBody = Type.Object({ rating: Rating, comment: Type.Optional(Nullable(Comment)) });
export type PlatformReviewBody = Static<typeof PlatformReviewBody>;
export const StockReviewBody = Type.Object({ stockId: Id, rating: Rating, comment: Type.Optional(Nullable(Comment)) });
export type StockReviewBody = Static<typeof StockReviewBody>;
/** Changing a review: the rating and/or the comment (null clears it). */
export const ReviewPatch = Type.Object({ rating: Type.Optional(Rating), comment: Type.Optional(Nullable(Comment)) }, { minProperties: 1 });
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
