// Review moderation (admins): every review, stock and platform, hidden ones too, with the real account behind it;
// hiding or showing one with a reason. The change goes through the ORM so the audit trail records who did it, when,
// and the reason (the Review entity is audited). Storefront reads filter `hidden` in SQL and are not cached, so a
// hidden review is gone from the next storefront request.
import type { ReviewModerationQuery, ReviewModerationView, ReviewVisibilityBody, Pagination } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { likePattern } from '../../lib/crud.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { pageRequest, pagination, type PageRequest } from '../../lib/paging.ts';
import { joinSql, queryRows, sql, type SqlFragment } from '../../lib/sql.ts';
import { Review } from './review.entity.ts';

/** Days are the shop's days (as in the order list). */
const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

interface ModerationRow {
  id: number;
  stock_id: number | null;
  item_name: string | null;
  part_number: string | null;
  rating: number;
  comment: string | null;
  user_id: number;
  user_name: string;
  user_deleted: boolean;
  hidden: boolean;
  moderation_reason: string | null;
  moderated_at: Date | null;
  created_at: Date;
  full_count: string;
}

/** The reported words of the filter: split on spaces and commas, at most 10, each matched anywhere in the comment. */
export function reportedWords(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[\s,]+/)
        .map((word) => word.trim())
        .filter(Boolean),
    ),
  ].slice(0, 10);
}

function filterSql(query: ReviewModerationQuery): SqlFragment {
  if (query.from && query.to && query.to < query.from) throw badRequest('`to` is before `from`', { field: 'to' });
  const parts: SqlFragment[] = [sql`true`];
  if (query.kind === 'stock') parts.push(sql`r.stock_id is not null`);
  if (query.kind === 'platform') parts.push(sql`r.stock_id is null`);
  if (query.rating !== undefined) parts.push(sql`r.rating = ${query.rating}`);
  if (query.hidden !== undefined) parts.push(sql`r.hidden = ${query.hidden}`);
  if (query.from) parts.push(sql`r.created_at >= (${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  if (query.to) parts.push(sql`r.created_at < (${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  const words = reportedWords(query.words ?? query.search);
  if (words.length)
    parts.push(
      sql`(${joinSql(
        words.map((word) => sql`r.comment ilike ${likePattern(word)}`),
        ' or ',
      )})`,
    );
  return joinSql(parts, ' and ');
}

export class ReviewModerationService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** A page of the list; the CSV export reads it page after page with its own page size. */
  async list(
    query: ReviewModerationQuery,
    page: PageRequest = pageRequest(query),
  ): Promise<{ data: ReviewModerationView[]; pagination: Pagination }> {
    const rows = await queryRows<ModerationRow>(
      this.#orm,
      sql`${selectSql} where ${filterSql(query)} order by r.created_at desc, r.id desc limit ${page.size} offset ${page.offset}`,
    );
    const total = rows[0] ? Number(rows[0].full_count) : await this.#count(query, page.offset);
    return { data: rows.map(toView), pagination: pagination(page, total) };
  }

  /** Hides or shows one review; the reason is kept with it and, through the audited entity, in the trail. */
  async setVisibility(id: number, body: ReviewVisibilityBody): Promise<ReviewModerationView> {
    const em = this.#orm.em;
    const review = await em.findOne(Review, { id });
    if (!review) throw notFound(`Review ${id} not found`);
    review.hidden = body.hidden;
    review.moderationReason = body.reason.trim();
    review.moderatedAt = new Date();
    await em.flush();
    const [row] = await queryRows<ModerationRow>(this.#orm, sql`${selectSql} where r.id = ${id}`);
    return toView(row!);
  }

  /** A page past the end has no rows to carry the count. */
  async #count(query: ReviewModerationQuery, offset: number): Promise<number> {
    if (offset === 0) return 0;
    const [row] = await queryRows<{ count: number }>(
      this.#orm,
      sql`select count(*)::int as count from review r where ${filterSql(query)}`,
    );
    return row!.count;
  }
}

const selectSql = sql`select r.id, r.stock_id, coalesce(pa.name, ac.name) as item_name, coalesce(pa.part_number, ac.part_number) as part_number,
                             r.rating, r.comment, u.id as user_id, u.name as user_name, u.deleted_at is not null as user_deleted,
                             r.hidden, r.moderation_reason, r.moderated_at, r.created_at, count(*) over () as full_count
                      from review r
                      join user_account u on u.id = r.user_id
                      left join stock s on s.id = r.stock_id
                      left join part pa on pa.item_id = s.item_id
                      left join accessory ac on ac.item_id = s.item_id`;

function toView(row: ModerationRow): ReviewModerationView {
  return {
    id: row.id,
    kind: row.stock_id === null ? 'platform' : 'stock',
    stockId: row.stock_id,
    itemName: row.item_name,
    partNumber: row.part_number,
    rating: row.rating,
    comment: row.comment,
    userId: row.user_id,
    userName: row.user_name,
    userDeleted: row.user_deleted,
    hidden: row.hidden,
    moderationReason: row.moderation_reason,
    moderatedAt: row.moderated_at ? new Date(row.moderated_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
