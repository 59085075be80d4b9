// CSV export of any list: the list's own filter and order, read through a PostgreSQL cursor a batch at a time
// and written out as it is read, so 100,000 rows take the memory of one batch.
import { Readable } from 'node:stream';
import type { EntityClass, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Orm } from '../db/orm.ts';
import type { PageRequest } from './paging.ts';

const BATCH = 1000;

/** `?format=csv` or an Accept header that asks for CSV (a browser's usual Accept does not). */
export function wantsCsv(request: FastifyRequest): boolean {
  const format = (request.query as { format?: string } | undefined)?.format;
  if (format !== undefined) return format === 'csv';
  return /\btext\/csv\b/.test(request.headers.accept ?? '');
}

/**
 * Text a spreadsheet would read as a formula (or a DDE call such as `=cmd|' /C calc'!A0`): a formula sign, ASCII,
 * full-width (＝＋－＠) or small (﹦﹢﹣), after any leading white space (spaces, tabs, line breaks, no-break and
 * ideographic spaces), or a cell that starts with a tab or a carriage return. Leading quotes are looked through, so a
 * cell that already starts with `'` and a formula is guarded again and comes back whole from unguardFormula.
 */
const FORMULA = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63]|^[\t\r]/;
const looksLikeFormula = (text: string): boolean => FORMULA.test(text.replace(/^'+/, ''));

/**
 * Any character a spreadsheet may split cells on (a comma, or a semicolon, tab or pipe in other locales and import
 * dialogs), a quote or a line break: such a cell is quoted, so `x;=1+1` stays one cell of text, not `x` and a formula.
 */
const NEEDS_QUOTES = /[",;\t|\r\n]/;

/**
 * One CSV field (RFC 4180), the one cell writer of every export: text a spreadsheet would run as a formula gets a
 * leading `'` (shown as text; the catalogue import takes it off again: unguardFormula), and a cell holding a separator
 * of any locale is quoted. Numbers, booleans and dates are written as they are.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && looksLikeFormula(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell of a file we exported, read back: the `'` csvField put before a formula is taken off (nothing else is). */
export const unguardFormula = (cell: string): string =>
  cell.startsWith("'") && looksLikeFormula(cell.slice(1)) ? cell.slice(1) : cell;

export const csvLine = (values: readonly unknown[]): string => `${values.map(csvField).join(',')}\r\n`;

export interface CsvExport<E extends object, V> {
  entity: EntityClass<E>;
  where: FilterQuery<E>;
  orderBy: QueryOrderMap<E>[];
  /** Turns one batch of records into views (a batch at a time, so a view may load what it needs in one query). */
  views(em: EntityManager, rows: E[]): Promise<V[]> | V[];
  columns: readonly string[];
}

/** The rows as CSV text chunks: a BOM (so spreadsheets read Khmer as UTF-8), the header, then batch after batch. */
export async function* csvChunks<E extends object, V>(orm: Orm, spec: CsvExport<E, V>): AsyncGenerator<string> {
  const em = orm.em.fork({ clear: true }) as unknown as EntityManager;
  await em.begin({ readOnly: true });
  let finished = false;
  try {
    const qb = em
      .createQueryBuilder(spec.entity)
      .select('*')
      .where(spec.where as never)
      .orderBy(spec.orderBy as never);
    await em.execute(`declare csv_export no scroll cursor for ${qb.getQuery()}`, [...qb.getParams()]);
    yield `\uFEFF${csvLine(spec.columns)}`;
    for (;;) {
      const raw = await em.execute(`fetch ${BATCH} from csv_export`);
      if (raw.length === 0) break;
      const rows = raw.map((row) => em.map(spec.entity, row as never));
      const views = await spec.views(em, rows);
      yield views
        .map((view) => csvLine(spec.columns.map((column) => (view as Record<string, unknown>)[column])))
        .join('');
      // Forget the batch: the identity map would otherwise grow with every row read.
      em.clear();
    }
    finished = true;
    await em.commit();
  } finally {
    // Also when the client went away mid-export (the stream stops asking for chunks): the cursor ends with it.
    if (!finished) await em.rollback();
  }
}

/** Answers the request with the export, streamed. */
export function sendCsv<E extends object, V>(
  orm: Orm,
  reply: FastifyReply,
  filename: string,
  spec: CsvExport<E, V>,
): FastifyReply {
  return sendCsvChunks(reply, filename, csvChunks(orm, spec));
}

/** Answers with CSV text chunks (BOM and header included by the caller), streamed as they are made. */
export function sendCsvChunks(reply: FastifyReply, filename: string, chunks: AsyncIterable<string>): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));
}

/**
 * Rows of a hand-written query as CSV text chunks, read through a cursor the same way (one batch in memory): a BOM,
 * the header, then each row's cells. For exports whose rows are not one entity's (joins, grouped rows).
 */
export async function* sqlCsvChunks<R>(
  orm: Orm,
  query: { text: string; params: unknown[] },
  header: readonly string[],
  cells: (row: R) => unknown[],
): AsyncGenerator<string> {
  const em = orm.em.fork({ clear: true }) as unknown as EntityManager;
  await em.begin({ readOnly: true });
  let finished = false;
  try {
    await em.execute(`declare csv_export no scroll cursor for ${query.text}`, query.params);
    yield `\uFEFF${csvLine(header)}`;
    for (;;) {
      const rows = await em.execute<R[]>(`fetch ${BATCH} from csv_export`);
      if (rows.length === 0) break;
      yield rows.map((row) => csvLine(cells(row))).join('');
    }
    finished = true;
    await em.commit();
  } finally {
    if (!finished) await em.rollback();
  }
}

/** The page size a paged export reads with. */
export const CSV_PAGE_SIZE = BATCH;

/**
 * A paged list (a service's own `list`, with its filters and its viewer's scope) as CSV text chunks: a BOM, the header,
 * then page after page, so an export shows exactly what the screen lists and holds one page in memory. The first page
 * is read before answering, so a refused filter is still a 400 rather than a broken download.
 */
export async function pagedCsvChunks<V>(
  header: readonly string[],
  readPage: (page: PageRequest) => Promise<{ data: V[] }>,
  cells: (view: V) => unknown[],
): Promise<AsyncIterable<string>> {
  const pageAt = (page: number): PageRequest => ({ page, size: CSV_PAGE_SIZE, offset: page * CSV_PAGE_SIZE });
  const first = await readPage(pageAt(0));
  return (async function* () {
    yield `\uFEFF${csvLine(header)}`;
    let data = first.data;
    for (let page = 1; data.length > 0; page++) {
      yield data.map((view) => csvLine(cells(view))).join('');
      if (data.length < CSV_PAGE_SIZE) return;
      ({ data } = await readPage(pageAt(page)));
    }
  })();
}
