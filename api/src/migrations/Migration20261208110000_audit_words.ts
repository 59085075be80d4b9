import { Migration } from '@mikro-orm/migrations';

// The audit trail's system notes become a code with facts (worded by the page in the reader's language), as stock
// history and order timelines already are; an undo gets its own action, `revert`, instead of a bare delete.
export class Migration20261208110000_audit_words extends Migration {
  override name = 'Migration20261208110000_audit_words';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "audit_entry" add column "note_code" varchar(40) null, add column "note_facts" jsonb null;`,
    );
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check ("action" in ('create', 'update', 'delete', 'status', 'enable', 'disable', 'approve', 'stock', 'trash', 'restore', 'revert'));`,
    );
    // Entries are append-only (a trigger refuses changes); this one-time rewording of what the system wrote is the
    // schema's own upgrade, so the trigger is off for these statements only.
    this.addSql(`alter table "audit_entry" disable trigger "audit_entry_append_only";`);
    // Written before as "CODE {facts}" (stock moves, order moves).
    this.addSql(`update "audit_entry" set "note_code" = substring("note" from '^([A-Z_]+) '),
        "note_facts" = substring("note" from '^[A-Z_]+ (\\{.*\\})$')::jsonb, "note" = null
      where "note" ~ '^(OPENING_STOCK|ORDER_PLACED|ORDER_CANCELLED|ADJUSTMENT_UNDONE|INVOICE_PAID|LAST_LINE_CANCELLED) \\{.*\\}$';`);
    this.addSql(`update "audit_entry" set "note_code" = 'CSV_IMPORT', "note_facts" = '{}'::jsonb, "note" = null
      where "note" = 'CSV import';`);
    this.addSql(`update "audit_entry" set "note_code" = 'RELEASE_MOVED',
        "note_facts" = jsonb_build_object('remote', split_part("note", ' ', 1), 'move', split_part("note", ' ', 2)), "note" = null
      where "entity" = 'release' and "note" ~ '^[a-z0-9-]+ (publish|promote|rollback)$';`);
    // The import's stock moves said so in English in the stock history too.
    this.addSql(`update "stock_history" set "note_code" = 'CSV_IMPORT', "note_facts" = '{}'::jsonb, "note" = null
      where "note" = 'CSV import';`);
    // Dropping a translation brings its built text back; deleting an adjustment takes its change back: undos.
    this.addSql(`update "audit_entry" set "action" = 'revert'
      where "action" = 'delete' and "entity" in ('translation', 'adjustment');`);
    this.addSql(`alter table "audit_entry" enable trigger "audit_entry_append_only";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_entry" disable trigger "audit_entry_append_only";`);
    this.addSql(`update "audit_entry" set "action" = 'delete' where "action" = 'revert';`);
    this.addSql(`update "audit_entry" set "note" = case
        when "note_code" = 'CSV_IMPORT' then 'CSV import'
        when "note_code" = 'RELEASE_MOVED' then ("note_facts"->>'remote') || ' ' || ("note_facts"->>'move')
        else "note_code" || ' ' || "note_facts"::text end
      where "note_code" is not null;`);
    this.addSql(`alter table "audit_entry" enable trigger "audit_entry_append_only";`);
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check ("action" in ('create', 'update', 'delete', 'status', 'enable', 'disable', 'approve', 'stock', 'trash', 'restore'));`,
    );
    this.addSql(`alter table "audit_entry" drop column "note_code", drop column "note_facts";`);
  }
}
