import { Migration } from '@mikro-orm/migrations';

// The stock-history notes adjustments and supplier returns wrote as English become codes with facts too (as the
// system notes did in Migration20261207111000_system_notes): "DAMAGED: Dropped" keeps the reason the person typed
// ("Dropped") as its note, with the kind as ADJUSTMENT_MADE { kind }; "Supplier return #5" and "... #5 deleted"
// become SUPPLIER_RETURN / SUPPLIER_RETURN_DELETED { returnId } (a return's view finds its rows by them); the CSV
// import's "CSV import" becomes CSV_IMPORT, and the demo seed's "Opening stock" OPENING_STOCK.
export class Migration20261208120000_stock_notes_codes extends Migration {
  override name = 'Migration20261208120000_stock_notes_codes';

  override up(): void | Promise<void> {
    const convert = (pattern: string, code: string, facts: string, note: string) =>
      this.addSql(`update "stock_history" set "note_code" = '${code}', "note_facts" = ${facts}, "note" = ${note}
        from (select id as mid, regexp_match(note, '${pattern}') as m from "stock_history"
              where note_code is null and note ~ '${pattern}') found
        where id = found.mid;`);
    convert(
      '^(FOUND|DAMAGED|LOST|RECOUNT): (.*)$',
      'ADJUSTMENT_MADE',
      `jsonb_build_object('kind', m[1])`,
      `nullif(m[2], '')`,
    );
    convert('^CSV import$', 'CSV_IMPORT', `'{}'::jsonb`, 'null');
    // The demo seed wrote these after the system-notes migration had run (it seeds after migrating).
    convert('^Opening stock$', 'OPENING_STOCK', `'{}'::jsonb`, 'null');
    convert('^Supplier return #(\\d+)$', 'SUPPLIER_RETURN', `jsonb_build_object('returnId', m[1]::int)`, 'null');
    convert(
      '^Supplier return #(\\d+) deleted$',
      'SUPPLIER_RETURN_DELETED',
      `jsonb_build_object('returnId', m[1]::int)`,
      'null',
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`update "stock_history" set "note" = 'CSV import', "note_code" = null, "note_facts" = null
      where note_code = 'CSV_IMPORT';`);
    this.addSql(`update "stock_history" set "note" = concat(note_facts->>'kind', ': ', coalesce(note, '')),
      "note_code" = null, "note_facts" = null where note_code = 'ADJUSTMENT_MADE';`);
    this.addSql(`update "stock_history" set "note" = 'Supplier return #' || (note_facts->>'returnId'),
      "note_code" = null, "note_facts" = null where note_code = 'SUPPLIER_RETURN';`);
    this.addSql(`update "stock_history" set "note" = 'Supplier return #' || (note_facts->>'returnId') || ' deleted',
      "note_code" = null, "note_facts" = null where note_code = 'SUPPLIER_RETURN_DELETED';`);
  }
}
