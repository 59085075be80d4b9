// Names for the ids the audit trail keeps: the record an entry is about, and the records its changed fields point
// at (a part's `brandItem: 33` reads "Toyota"). Which field points at which kind comes from the ORM's metadata of
// the audited entities, not from a hand list; the names are read per kind in one query each for a whole page.
import { ReferenceKind, type EntityManager, type EntityMetadata } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import type { AuditKind, AuditRecordName } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { auditedEntities } from './audited-entities.ts';

/** One kind's names: a query answering `id, name, name_kh` (and `page_id`) for the ids in its one parameter. */
type NameQuery = string;

// Kinds whose name is not a `name` column of their own: made from what they are about.
const ITEM_NAME = `coalesce(pa.name || ' (' || pa.part_number || ')', ac.name || ' (' || ac.part_number || ')')`;
const ITEM_NAME_KH = `coalesce(pa.name_kh || ' (' || pa.part_number || ')', ac.name_kh || ' (' || ac.part_number || ')')`;
const ITEM_JOIN = (itemId: string) =>
  `left join part pa on pa.item_id = ${itemId} left join accessory ac on ac.item_id = ${itemId}`;
const STOCK_NAME = `${ITEM_NAME} || ' · ' || st.name as name, ${ITEM_NAME_KH} || ' · ' || coalesce(st.name_kh, st.name) as name_kh`;

const CUSTOM: Partial<Record<AuditKind, NameQuery>> = {
  part: `select id, name || ' (' || part_number || ')' as name, name_kh || ' (' || part_number || ')' as name_kh from part where id = any(?::int[])`,
  accessory: `select id, name || ' (' || part_number || ')' as name, name_kh || ' (' || part_number || ')' as name_kh from accessory where id = any(?::int[])`,
  item: `select i.id, ${ITEM_NAME} as name, ${ITEM_NAME_KH} as name_kh from item i ${ITEM_JOIN('i.id')} where i.id = any(?::int[])`,
  'item-unit': `select iu.id, ${ITEM_NAME} || ' · ' || u.name as name, ${ITEM_NAME_KH} || ' · ' || coalesce(u.name_kh, u.name) as name_kh
    from item_unit iu join unit_type u on u.id = iu.unit_type_id ${ITEM_JOIN('iu.item_id')} where iu.id = any(?::int[])`,
  stock: `select s.id, ${STOCK_NAME} from stock s join store st on st.id = s.store_id ${ITEM_JOIN('s.item_id')} where s.id = any(?::int[])`,
  adjustment: `select a.id, ${STOCK_NAME}, s.id as page_id from adjustment a join stock s on s.id = a.stock_id
    join store st on st.id = s.store_id ${ITEM_JOIN('s.item_id')} where a.id = any(?::int[])`,
  'part-fit': `select f.id, p.name || ' · ' || m.name || ' ' || y.value as name,
      coalesce(p.name_kh, p.name) || ' · ' || coalesce(m.name_kh, m.name) || ' ' || y.value as name_kh, f.part_id as page_id
    from part_fit f join part p on p.id = f.part_id join vehicle_model m on m.id = f.model_id join year y on y.id = f.year_id where f.id = any(?::int[])`,
  year: `select id, value::text as name, null as name_kh from year where id = any(?::int[])`,
  currency: `select id, code || ' ' || name as name, null as name_kh from currency where id = any(?::int[])`,
  language: `select id, name, native_name as name_kh from language where id = any(?::int[])`,
  configuration: `select id, key as name, null as name_kh from configuration where id = any(?::int[])`,
  translation: `select id, key as name, null as name_kh from translation where id = any(?::int[])`,
  attachment: `select id, title as name, null as name_kh from attachment where id = any(?::int[]) and title is not null`,
};

/** A kind named by its own `name` (and `nameKh`) columns. */
function ownNameQuery(meta: EntityMetadata): NameQuery | undefined {
  const name = meta.properties.name;
  if (!name || name.kind !== ReferenceKind.SCALAR) return undefined;
  const nameKh = meta.properties.nameKh;
  const khColumn = nameKh ? `"${nameKh.fieldNames[0]}"` : 'null';
  return `select id, "${name.fieldNames[0]}" as name, ${khColumn} as name_kh from "${meta.tableName}" where id = any(?::int[])`;
}

export const nameKey = (kind: string, id: number) => `${kind}:${id}`;

export class AuditNames {
  /** For each kind, its fields that point at another audited kind: `part` → `brandItem` → `brand-item`. */
  readonly #refs = new Map<string, Map<string, AuditKind>>();
  readonly #queries = new Map<string, NameQuery>();

  constructor(orm: Orm) {
    const metadata = orm.getMetadata();
    const kindOf = new Map(auditedEntities.map((audited) => [metadata.get(audited.entity).className, audited.name]));
    for (const audited of auditedEntities) {
      const meta = metadata.get(audited.entity);
      const refs = new Map<string, AuditKind>();
      for (const prop of meta.props) {
        const target = prop.kind === ReferenceKind.MANY_TO_ONE ? kindOf.get(prop.type) : undefined;
        if (target) refs.set(prop.name, target);
      }
      this.#refs.set(audited.name, refs);
      const query = CUSTOM[audited.name] ?? ownNameQuery(meta);
      if (query) this.#queries.set(audited.name, query);
    }
  }

  /** The kind a field of a kind's record points at, if it points at one. */
  refKind(kind: string, field: string): AuditKind | undefined {
    return this.#refs.get(kind)?.get(field);
  }

  /** The names of the wanted records (kind → ids), one query per kind; a record gone or nameless is left out. */
  async names(em: EntityManager, wanted: Map<string, Set<number>>): Promise<Map<string, AuditRecordName>> {
    const found = new Map<string, AuditRecordName>();
    // One after the other: the same connection may be a transaction's, which runs one statement at a time.
    for (const [kind, ids] of wanted) {
      const query = this.#queries.get(kind);
      if (!query || ids.size === 0) continue;
      const rows = await (em as SqlEntityManager).execute<
        { id: number; name: string | null; name_kh: string | null; page_id?: number | null }[]
      >(query, [`{${[...ids].join(',')}}`], 'all');
      for (const row of rows) {
        if (!row.name) continue;
        found.set(nameKey(kind, row.id), {
          name: row.name,
          nameKh: row.name_kh ?? null,
          ...(row.page_id == null ? {} : { pageId: row.page_id }),
        });
      }
    }
    return found;
  }
}
