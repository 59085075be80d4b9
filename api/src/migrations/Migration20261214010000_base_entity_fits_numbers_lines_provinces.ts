import { Migration } from '@mikro-orm/migrations';

// The last four entities move onto BaseEntity (issue 40 §2): fitments, part numbers, order lines and provinces gain
// the `created_at` and `updated_at` it maps. None had a time of its own, so an old row's times come from the last
// change a record of it holds:
// - a fitment: its audit entries (the desk's and the import's `part-fit` entries: created at its `create` entry, else
//   with its part; changed at its last entry);
// - a part number: its part's last `numbers` entry in the audit trail (the desk writes a part's numbers anew each
//   time, the import adds or retypes them), else its part's creation;
// - an order line: written with its order, changed when cancelled;
// - a province: its `location` audit entries, else the migration that inserted the country's provinces.
// The backfill changes nothing the tables' triggers follow (the fitments' copies and counts, the dashboard's rollups,
// the storefront cache), so they are off while it runs: on a large catalogue they would fire once per fitment.
// Each query answers a row's id, when it was made, and when it last changed (null: not since).
const TIMES: Record<string, string> = {
  part_fit: `select f.id, coalesce(a.created, p.created_at) as created, a.changed
             from part_fit f join part p on p.id = f.part_id
             left join (select entity_id, min(at) filter (where action = 'create') as created, max(at) as changed
                        from audit_entry where entity = 'part-fit' group by entity_id) a on a.entity_id = f.id`,
  part_number: `select n.id, coalesce(a.changed, p.created_at) as created, null::timestamptz as changed
                from part_number n join part p on p.id = n.part_id
                left join (select entity_id, max(at) as changed from audit_entry
                           where entity = 'part' and changes @> '[{"field": "numbers"}]' group by entity_id) a
                  on a.entity_id = n.part_id`,
  order_detail: `select d.id, o.created_at as created, d.cancelled_at as changed
                 from order_detail d join shop_order o on o.id = d.order_id`,
  location: `select l.id, coalesce(a.created, m.executed_at, now()) as created, a.changed
             from location l
             left join mikro_orm_migrations m on m.name = 'Migration20261121051527_identity'
             left join (select entity_id, min(at) filter (where action = 'create') as created, max(at) as changed
                        from audit_entry where entity = 'location' group by entity_id) a on a.entity_id = l.id`,
};

export class Migration20261214010000_base_entity_fits_numbers_lines_provinces extends Migration {
  override name = 'Migration20261214010000_base_entity_fits_numbers_lines_provinces';

  override up(): void | Promise<void> {
    for (const [table, times] of Object.entries(TIMES)) {
      this.addSql(
        `alter table "${table}" add column "created_at" timestamptz null, add column "updated_at" timestamptz null;`,
      );
      this.addSql(`alter table "${table}" disable trigger user;`);
      this.addSql(
        `update "${table}" t set "created_at" = v.created, "updated_at" = greatest(v.created, v.changed)
         from (${times}) v where v.id = t.id;`,
      );
      this.addSql(`alter table "${table}" enable trigger user;`);
      this.addSql(
        `alter table "${table}" alter column "created_at" set not null, alter column "updated_at" set not null;`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of Object.keys(TIMES))
      this.addSql(`alter table "${table}" drop column "created_at", drop column "updated_at";`);
  }
}
