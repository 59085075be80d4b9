// Storefront visits: one row per visitor per day, keyed by a hash of the client's network address with a random salt
// that lives one day (then it is deleted, so yesterday's keys can never be matched to an address again). Neither
// the address, nor the user agent, nor any account is stored. Browsers that say they are bots are not counted.
// The user agent is not part of the key: any client may send a new one with each request, and 20 user agents from
// one address are one visitor, not 20 (issue 33). An IPv6 client counts by its /64 network, which one household or
// phone holds whole and can pick new addresses from at will.
import { createHash, randomBytes } from 'node:crypto';
import type { VisitBody, VisitorListQuery, VisitorView } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { pagination, pageRequest } from '../../lib/paging.ts';
import { emptySql, queryRows, sql } from '../../lib/sql.ts';
import { dayRange, shopToday } from './dashboard-range.ts';

/** User agents that announce a robot (crawlers, link previews, monitors); headless browsers do not say so. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|mediapartners|bingpreview|embedly|pingdom|uptime|lighthouse|python-requests|curl\/|wget\//i;

export const isBotAgent = (userAgent: string | undefined) => !userAgent || BOT_AGENT.test(userAgent);

/** Only the referrer's host is kept; none for a visit from the shop itself or an unreadable referrer. */
export function referrerHost(referrer: string | undefined, ownHost: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.host.toLowerCase().slice(0, 255);
    return host === ownHost?.toLowerCase() ? null : host;
  } catch {
    return null;
  }
}

/** What identifies one visitor's address: an IPv4 address, or an IPv6 address's /64 network (IPv4-mapped ones as IPv4). */
export function visitorNetwork(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface VisitContext {
  ip: string;
  userAgent: string | undefined;
  /** The shop's own host (of PUBLIC_ORIGIN): a referrer there is no referrer. */
  host: string | undefined;
}

export class VisitorService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** Records the visit; false for a bot or a visitor already counted today. */
  async record(visit: VisitBody, context: VisitContext): Promise<boolean> {
    if (isBotAgent(context.userAgent)) return false;
    const day = shopToday();
    const salt = await this.#todaysSalt(day);
    const key = createHash('sha256')
      .update(`${salt}\n${visitorNetwork(context.ip)}`)
      .digest('hex');
    const path = visit.path.split(/[?#]/)[0]!.slice(0, 500) || '/';
    const inserted = await queryRows(
      this.#orm,
      sql`insert into visitor (day, visitor_key, landing_path, referrer_host, locale, created_at)
          values (${day}::date, ${key}, ${path}, ${referrerHost(visit.referrer, context.host)}, ${visit.locale}, now())
          on conflict (day, visitor_key) do nothing returning id`,
    );
    return inserted.length === 1;
  }

  /**
   * Today's salt, made by the daily job at the shop's midnight (visitor-salt-job.ts) or else by whichever process
   * asks first; earlier days' salts are deleted at the same time.
   */
  async #todaysSalt(day: string): Promise<string> {
    const [existing] = await queryRows<{ salt: string }>(
      this.#orm,
      sql`select salt from visitor_salt where day = ${day}::date`,
    );
    if (existing) return existing.salt;
    return this.makeSalt(day);
  }

  /** Makes the day's salt (once, whoever races) and deletes every earlier day's; the salt. */
  async makeSalt(day: string): Promise<string> {
    await queryRows(this.#orm, sql`delete from visitor_salt where day < ${day}::date`);
    const [made] = await queryRows<{ salt: string }>(
      this.#orm,
      sql`with made as (insert into visitor_salt (day, salt) values (${day}::date, ${randomBytes(32).toString('hex')}) on conflict (day) do nothing returning salt)
          select salt from made union all select salt from visitor_salt where day = ${day}::date limit 1`,
    );
    return made!.salt;
  }

  async list(query: VisitorListQuery) {
    const request = pageRequest(query);
    const days = query.from || query.to ? dayRange(query, 30) : undefined;
    const where = sql`where true
      ${days ? sql` and day >= ${days.from}::date and day <= ${days.to}::date` : emptySql}
      ${query.locale ? sql` and locale = ${query.locale}` : emptySql}
      ${query.path ? sql` and landing_path ilike ${`%${escapeLike(query.path)}%`}` : emptySql}
      ${query.referrer === 'none' ? sql` and referrer_host is null` : query.referrer ? sql` and referrer_host ilike ${`%${escapeLike(query.referrer)}%`}` : emptySql}`;
    const [count] = await queryRows<{ total: number }>(
      this.#orm,
      sql`select count(*)::int as total from visitor ${where}`,
    );
    const rows = await queryRows<{
      id: number;
      day: string;
      landing_path: string;
      referrer_host: string | null;
      locale: string;
      created_at: Date;
    }>(
      this.#orm,
      sql`select id, day::text as day, landing_path, referrer_host, locale, created_at from visitor ${where}
          order by created_at desc, id desc limit ${request.size} offset ${request.offset}`,
    );
    const data: VisitorView[] = rows.map((row) => ({
      id: row.id,
      day: row.day,
      landingPath: row.landing_path,
      referrerHost: row.referrer_host,
      locale: row.locale,
      createdAt: new Date(row.created_at).toISOString(),
    }));
    return { data, pagination: pagination(request, count!.total) };
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
