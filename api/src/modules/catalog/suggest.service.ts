// Suggestions for the header's search box: the parts the full search ranks first (the same reading of the query and
// the same SQL, so a suggestion never promises what the search page then does not show: "toyota brake pad" suggests
// brake pads that fit a Toyota), and makers and categories whose English or Khmer name starts with, or has a word
// starting with, what was typed (the part words, when the query named a vehicle or a maker). Small tables.
import { SUGGESTIONS_PER_KIND, type NamedRef, type Suggestions } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { queryRows, rawSql, sql, type SqlFragment } from '../../lib/sql.ts';
import { PartService } from './part.service.ts';

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

/** Makers or categories whose English or Khmer name starts with `text`, or has a word that does; those first. */
export function namedSql(table: 'brand_item' | 'category', text: string): SqlFragment {
  const [starts, wordStarts] = namePatterns(text);
  return sql`select t.id, t.name, t.name_kh from ${rawSql(table)} t
      where lower(t.name) like ${starts} or lower(t.name) like ${wordStarts}
         or lower(coalesce(t.name_kh, '')) like ${starts} or lower(coalesce(t.name_kh, '')) like ${wordStarts}
      order by (lower(t.name) like ${starts} or lower(coalesce(t.name_kh, '')) like ${starts}) desc, t.name, t.id
      limit ${SUGGESTIONS_PER_KIND}`;
}

export class SuggestService {
  readonly #orm: Orm;
  readonly #search: PartService;

  constructor(orm: Orm) {
    this.#orm = orm;
    this.#search = new PartService(orm);
  }

  async suggest(query: string): Promise<Suggestions> {
    const text = query.trim();
    if (text === '') return { parts: [], makers: [], categories: [] };
    // Suggestions show no price: customer prices are as good as any.
    const found = await this.#search.searchParts(
      text,
      undefined,
      { page: 0, size: SUGGESTIONS_PER_KIND, offset: 0 },
      'CUSTOMER',
      { noDeadEnd: false },
    );
    const words = found.understood ? found.understood.words : text;
    const [makers, categories] =
      words === '' ? [[], []] : await Promise.all([this.#named('brand_item', words), this.#named('category', words)]);
    const maker = found.understood?.maker;
    return {
      parts: found.data.map((part) => ({
        id: part.id,
        partNumber: part.partNumber,
        name: part.name,
        nameKh: part.nameKh,
      })),
      // A maker named in the query comes first.
      makers: maker
        ? [{ id: maker.id, name: maker.name, nameKh: maker.nameKh }, ...makers.filter((m) => m.id !== maker.id)].slice(
            0,
            SUGGESTIONS_PER_KIND,
          )
        : makers,
      categories,
      ...(found.understood ? { understood: found.understood } : {}),
    };
  }

  async #named(table: 'brand_item' | 'category', text: string): Promise<NamedRef[]> {
    const rows = await queryRows<NamedRow>(this.#orm, namedSql(table, text));
    return rows.map((row) => ({ id: row.id, name: row.name, nameKh: row.name_kh }));
  }
}
