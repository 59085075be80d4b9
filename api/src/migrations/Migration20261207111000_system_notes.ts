import { Migration } from '@mikro-orm/migrations';

// System-written notes become a code with facts, worded on the page in the reader's language (decisions.md). The
// English sentences written so far are converted; anything else (what a person typed) stays in `note`. A supplier
// return's rows keep their note for now: the return's own view finds its rows by it (supplier-return.service.ts).
export class Migration20261207111000_system_notes extends Migration {
  override name = 'Migration20261207111000_system_notes';

  override up(): void | Promise<void> {
    for (const table of ['stock_history', 'order_status_history']) {
      this.addSql(
        `alter table "${table}" add column "note_code" varchar(40) null, add column "note_facts" jsonb null;`,
      );
    }
    const convert = (table: string, pattern: string, code: string, facts: string) =>
      this.addSql(`update "${table}" set "note_code" = '${code}', "note_facts" = ${facts}, "note" = null
        from (select id as mid, regexp_match(note, '${pattern}') as m from "${table}" where note ~ '${pattern}') found
        where id = found.mid;`);
    convert('stock_history', '^Opening stock$', 'OPENING_STOCK', `'{}'::jsonb`);
    convert('stock_history', '^Order #(\\d+)$', 'ORDER_PLACED', `jsonb_build_object('orderId', m[1]::int)`);
    convert(
      'stock_history',
      '^Order #(\\d+) cancelled$',
      'ORDER_CANCELLED',
      `jsonb_build_object('orderId', m[1]::int)`,
    );
    convert(
      'stock_history',
      '^Adjustment #(\\d+) \\((\\w+)\\) undone$',
      'ADJUSTMENT_UNDONE',
      `jsonb_build_object('adjustmentId', m[1]::int, 'kind', m[2])`,
    );
    convert('order_status_history', '^Invoice paid in full$', 'INVOICE_PAID', `'{}'::jsonb`);
    convert(
      'order_status_history',
      '^Line (\\d+) cancelled: the last open line$',
      'LAST_LINE_CANCELLED',
      `jsonb_build_object('lineId', m[1]::int)`,
    );
  }

  override down(): void | Promise<void> {
    for (const table of ['stock_history', 'order_status_history']) {
      this.addSql(`alter table "${table}" drop column "note_code", drop column "note_facts";`);
    }
  }
}
