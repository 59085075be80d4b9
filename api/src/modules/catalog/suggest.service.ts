// Suggestions for the header's search box: the parts the full search ranks first (same SQL, so a suggestion
// never promises what the search page then does not show), and makers and categories whose English or Khmer
// name starts with, or has a word starting with, what was typed. Makers and categories are small tables.
import { SUGGESTIONS_PER_KIND, type NamedRef, type SuggestedPart, type Suggestions } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { queryRows, rawSql, sql } from '../../lib/sql.ts';
import { searchPartsSql } from './sql/search-sql.ts';

interface NamedRow {
  id: number;
  name: string;
  name_kh: string | null;
}

/** `%word%`-free patterns: the name starts with the text, or one of its words does. */
function namePatterns(text: string): [string, string] {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return [`${escaped}%`, `% ${escaped}%`];
}

export class SuggestService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async suggest(query: string): Promise<Suggestions> {
    const text = query.trim();
    if (text === '') return { parts: [], makers: [], categories: [] };
    const [parts, makers, categories] = await Promise.all([
      this.#parts(text),
      this.#named('brand_item', text),
      this.#named('category', text),
    ]);
    return { parts, makers, categories };
  }

  async #parts(text: string): Promise<SuggestedPart[]> {
    const rows = await queryRows<{ id: number | null; part_number: string; name: string; name_kh: string | null }>(
      this.#orm,
      searchPartsSql({ text, size: SUGGESTIONS_PER_KIND, offset: 0 }),
    );
    // The search answers one row with a null id when nothing matches (its count row).
    return rows
      .filter((row) => row.id !== null)
      .map((row) => ({ id: row.id!, partNumber: row.part_number, name: row.name, nameKh: row.name_kh }));
  }

  async #named(table: 'brand_item' | 'category', text: string): Promise<NamedRef[]> {
    const [starts, wordStarts] = namePatterns(text);
    const rows = await queryRows<NamedRow>(
      this.#orm,
      sql`select t.id, t.name, t.name_kh from ${rawSql(table)} t
          where lower(t.name) like ${starts} or lower(t.name) like ${wordStarts}
             or lower(coalesce(t.name_kh, '')) like ${starts} or lower(coalesce(t.name_kh, '')) like ${wordStarts}
          order by (lower(t.name) like ${starts} or lower(coalesce(t.name_kh, '')) like ${starts}) desc, t.name, t.id
          limit ${SUGGESTIONS_PER_KIND}`,
    );
    return rows.map((row) => ({ id: row.id, name: row.name, nameKh: row.name_kh }));
  }
}
