// The sitemap of the storefront (sitemaps.org, with hreflang alternates per page): an index at /sitemap.xml
// pointing to one file of shop pages (home, brands, categories) and files of at most PARTS_PER_FILE parts or
// accessories each, so a catalogue of a million parts stays within the protocol's 50,000 addresses per file.
import { queryRows, sql, type RowSource } from '../../lib/sql.ts';
import { ROUTE_LOCALES } from './page-meta.ts';

export const PARTS_PER_FILE = 10_000;
const HREFLANG = { en: 'en', kh: 'km' } as const;

export type SitemapFile = { kind: 'pages' } | { kind: 'parts' | 'accessories'; page: number };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

export function parseSitemapFile(name: string): SitemapFile | undefined {
  if (name === 'pages') return { kind: 'pages' };
  const match = /^(parts|accessories)-(\d{1,6})$/.exec(name);
  return match ? { kind: match[1] as 'parts' | 'accessories', page: Number(match[2]) } : undefined;
}

export async function sitemapIndex(db: RowSource, origin: string): Promise<string> {
  const [counts] = await queryRows<{ parts: number; accessories: number }>(
    db,
    sql`select (select count(*)::int from part) as parts, (select count(*)::int from accessory) as accessories`,
  );
  const files = ['pages'];
  for (let page = 0; page * PARTS_PER_FILE < (counts?.parts ?? 0); page += 1) files.push(`parts-${page}`);
  for (let page = 0; page * PARTS_PER_FILE < (counts?.accessories ?? 0); page += 1) files.push(`accessories-${page}`);
  const entries = files.map((file) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap/${file}.xml`)}</loc></sitemap>`);
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`,
  );
}

/** One file of the sitemap, or undefined when it has no addresses (a page past the end). */
export async function sitemapFile(db: RowSource, origin: string, file: SitemapFile): Promise<string | undefined> {
  const pages = await pagesOf(db, file);
  if (file.kind !== 'pages' && pages.length === 0) return undefined;
  const entries = pages.flatMap(({ path, updatedAt }) =>
    ROUTE_LOCALES.map((locale) => {
      const alternates = ROUTE_LOCALES.map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${HREFLANG[other]}" href="${escapeXml(`${origin}/${other}${path}`)}"/>`,
      );
      const lastModified = updatedAt ? `<lastmod>${new Date(updatedAt).toISOString().slice(0, 10)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(`${origin}/${locale}${path}`)}</loc>${lastModified}${alternates.join('')}</url>`;
    }),
  );
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>`,
  );
}

async function pagesOf(db: RowSource, file: SitemapFile): Promise<{ path: string; updatedAt?: string }[]> {
  if (file.kind === 'pages') {
    const rows = await queryRows<{ path: string }>(
      db,
      sql`select '/brand/' || id as path from brand
          union all select '/category/' || id from category
          order by 1`,
    );
    return [{ path: '' }, { path: '/accessories' }, ...rows];
  }
  const offset = file.page * PARTS_PER_FILE;
  return file.kind === 'parts'
    ? queryRows(
        db,
        sql`select '/part/' || id as path, updated_at as "updatedAt" from part order by id limit ${PARTS_PER_FILE} offset ${offset}`,
      )
    : queryRows(
        db,
        sql`select '/accessories/' || id as path, updated_at as "updatedAt" from accessory order by id limit ${PARTS_PER_FILE} offset ${offset}`,
      );
}

/** robots.txt: the storefront may be crawled; the back-office, the account's pages, cart and checkout may not. */
export function robotsTxt(origin: string): string {
  const privateSegments = [
    'admin',
    'account',
    'orders',
    'invoices',
    'notifications',
    'cart',
    'favorites',
    'checkout',
    'sign-in',
    'register',
    'reset-password',
  ];
  const disallowed = ROUTE_LOCALES.flatMap((locale) =>
    privateSegments.map((segment) => `Disallow: /${locale}/${segment}`),
  );
  return [
    'User-agent: *',
    ...disallowed,
    'Disallow: /api/',
    'Disallow: /auth/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
