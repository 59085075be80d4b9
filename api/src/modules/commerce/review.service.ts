// Reviews: platform reviews (of the shop) and stock reviews (of a stock the shopper received). Anyone reads
// them, newest first, with the reviewer's display name only; reviews an admin hid are left out (their author still
// sees their own), and a deleted account's reviews read as from a former customer. Each shopper writes one of each (409 names the
// existing one) and changes only their own (someone else's answers 404).
import {
  ReviewErrorCode,
  type PlatformReviewBody,
  type ReviewPage,
  type ReviewPatch,
  type ReviewView,
  type StockReviewBody,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { joinSql, queryRows, runSql, sql, type SqlFragment } from '../../lib/sql.ts';
import { reviewableLineSql } from './order-status.ts';

/** 409 for a second review of the same thing: carries the existing review's id so the client can edit it. */
export class ReviewExistsError extends HttpError {
  readonly reviewId: number;

  constructor(reviewId: number, what: string) {
    super(
      409,
      ReviewErrorCode.reviewExists,
      `You already reviewed ${what} (review ${reviewId}); change that review instead`,
    );
    this.reviewId = reviewId;
  }

  override body() {
    return { statusCode: 409 as const, code: 'REVIEW_EXISTS' as const, message: this.message, reviewId: this.reviewId };
  }
}

interface ReviewRow {
  id: number;
  stock_id: number | null;
  rating: number;
  comment: string | null;
  user_name: string;
  former_customer: boolean;
  created_at: Date;
  updated_at: Date;
}

/**
 * The reviewer as the public sees them: the account's display name, unless that name is the e-mail address or
 * phone number itself (a name can be anything the person typed), which is never shown.
 */
const reviewerNameSql = sql`case when u.deleted_at is not null then 'Former customer' when u.name like '%@%' or u.name ~ '^[+0-9 ().-]+$' or u.name = u.phone then 'Shopper' else u.name end`;

export class ReviewService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** Platform reviews, newest first; only `userId`'s when given (their own, hidden ones included, so they can edit them). */
  platformReviews(page: PageRequest, userId?: number): Promise<ReviewPage> {
    return this.#page(
      sql`r.stock_id is null ${userId === undefined ? sql`and not r.hidden` : sql`and r.user_id = ${userId}`}`,
      page,
    );
  }

  /** The reviews of one stock, newest first; 404 when there is no such stock. */
  async stockReviews(stockId: number, page: PageRequest): Promise<ReviewPage> {
    const [stock] = await queryRows<{ id: number }>(this.#orm, sql`select id from stock where id = ${stockId}`);
    if (!stock) throw notFound(`Stock ${stockId} not found`);
    return this.#page(sql`r.stock_id = ${stockId} and not r.hidden`, page);
  }

  async createPlatformReview(userId: number, body: PlatformReviewBody): Promise<ReviewView> {
    const em = this.#orm.em;
    const [created] = await runSql<{ id: number }>(
      em,
      sql`insert into review (user_id, stock_id, rating, comment, created_at, updated_at)
          values (${userId}, null, ${body.rating}, ${blankToNull(body.comment)}, now(), now())
          on conflict (user_id) where stock_id is null do nothing
          returning id`,
    );
    if (!created) {
      const [existing] = await runSql<{ id: number }>(
        em,
        sql`select id from review where user_id = ${userId} and stock_id is null`,
      );
      throw new ReviewExistsError(existing!.id, 'the shop');
    }
    return this.#one(created.id);
  }

  /** A review of a stock the shopper received (see `reviewableLineSql`); 403 otherwise, 404 for an unknown stock. */
  async createStockReview(userId: number, body: StockReviewBody): Promise<ReviewView> {
    const em = this.#orm.em;
    const [stock] = await runSql<{ id: number; received: boolean; review_id: number | null }>(
      em,
      sql`select s.id,
                 exists (select 1 from order_detail d join shop_order o on o.id = d.order_id
                         where d.stock_id = s.id and o.user_id = ${userId} and ${reviewableLineSql}) as received,
                 (select r.id from review r where r.user_id = ${userId} and r.stock_id = s.id) as review_id
          from stock s where s.id = ${body.stockId}`,
    );
    if (!stock) throw notFound(`Stock ${body.stockId} not found`);
    if (stock.review_id !== null) throw new ReviewExistsError(stock.review_id, `stock ${body.stockId}`);
    if (!stock.received) {
      throw forbidden(`You can review stock ${body.stockId} once an order of yours with it has been delivered`, {
        code: ReviewErrorCode.notPurchased,
      });
    }
    const [created] = await runSql<{ id: number }>(
      em,
      sql`insert into review (user_id, stock_id, rating, comment, created_at, updated_at)
          values (${userId}, ${body.stockId}, ${body.rating}, ${blankToNull(body.comment)}, now(), now())
          on conflict (user_id, stock_id) do nothing
          returning id`,
    );
    if (!created) {
      // Another request of the same shopper wrote it between the check and the insert.
      const [existing] = await runSql<{ id: number }>(
        em,
        sql`select id from review where user_id = ${userId} and stock_id = ${body.stockId}`,
      );
      throw new ReviewExistsError(existing!.id, `stock ${body.stockId}`);
    }
    return this.#one(created.id);
  }

  /** Changes the caller's own review of the given kind; any other review answers 404. */
  async update(userId: number, id: number, kind: 'platform' | 'stock', patch: ReviewPatch): Promise<ReviewView> {
    const sets: SqlFragment[] = [];
    if (patch.rating !== undefined) sets.push(sql`rating = ${patch.rating}`);
    if (patch.comment !== undefined) sets.push(sql`comment = ${blankToNull(patch.comment)}`);
    const [changed] = await runSql<{ id: number }>(
      this.#orm.em,
      sql`update review set ${joinSql([...sets, sql`updated_at = now()`], ', ')}
          where id = ${id} and user_id = ${userId} and ${kind === 'platform' ? sql`stock_id is null` : sql`stock_id is not null`}
          returning id`,
    );
    if (!changed) throw notFound(`${kind === 'platform' ? 'Review' : 'Stock review'} ${id} not found`);
    return this.#one(id);
  }

  async #one(id: number): Promise<ReviewView> {
    const [row] = await runSql<ReviewRow>(this.#orm.em, sql`${selectSql} where r.id = ${id}`);
    return toView(row!);
  }

  async #page(where: SqlFragment, page: PageRequest): Promise<ReviewPage> {
    const [summary] = await queryRows<{ count: number; average: string | null }>(
      this.#orm,
      sql`select count(*)::int as count, round(avg(r.rating), 1)::text as average from review r where ${where}`,
    );
    const rows = await queryRows<ReviewRow>(
      this.#orm,
      sql`${selectSql} where ${where} order by r.created_at desc, r.id desc limit ${page.size} offset ${page.offset}`,
    );
    return {
      data: rows.map(toView),
      pagination: pagination(page, summary!.count),
      summary: { count: summary!.count, averageRating: summary!.average },
    };
  }
}

const selectSql = sql`select r.id, r.stock_id, r.rating, r.comment, ${reviewerNameSql} as user_name, u.deleted_at is not null as former_customer,
                             r.created_at, r.updated_at
                      from review r join user_account u on u.id = r.user_id`;

/** An empty or blank comment is no comment. */
const blankToNull = (comment: string | null | undefined): string | null => (comment?.trim() ? comment.trim() : null);

function toView(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    stockId: row.stock_id,
    rating: row.rating,
    comment: row.comment,
    userName: row.user_name,
    formerCustomer: row.former_customer,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
