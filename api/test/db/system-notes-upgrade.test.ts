// The system-notes migration on a database with notes written before it: the English sentences the system wrote
// become a code with facts (worded by the page in the reader's language); what a person typed stays a note.
import { describe, expect, it } from 'vitest';
import { upgradeFrom } from '../support/upgrade.ts';

describe('upgrading to system notes as codes', () => {
  it('converts the old English notes of stock history and order timelines, and leaves typed ones', async () => {
    await upgradeFrom(
      'Migration20261207110000_payment_method_note_kh',
      async (db) => {
        // The rows alone are what is converted: their stock and order need not exist for this check.
        await db.query(`set session_replication_role = replica`);
        await db.query(`insert into stock_history (stock_id, quantity_before, quantity_after, reason, note, created_at) values
        (1, 0, 9, 'INITIAL', 'Opening stock', now()),
        (1, 9, 7, 'ORDER', 'Order #8', now()),
        (1, 7, 9, 'CANCEL', 'Order #8 cancelled', now()),
        (1, 9, 12, 'ADJUSTMENT', 'Adjustment #3 (DAMAGED) undone', now()),
        (1, 12, 15, 'INCREASE', 'Delivery 771', now())`);
        await db.query(`insert into order_status_history (order_id, from_status, to_status, note, created_at) values
        (8, 'DELIVERED', 'PAID', 'Invoice paid in full', now()),
        (8, 'PENDING', 'CANCELLED', 'Line 21 cancelled: the last open line', now()),
        (8, 'PENDING', 'CANCELLED', 'Found it cheaper', now())`);
      },
      async (db) => {
        expect((await db.query(`select note, note_code, note_facts from stock_history order by id`)).rows).toEqual([
          { note: null, note_code: 'OPENING_STOCK', note_facts: {} },
          { note: null, note_code: 'ORDER_PLACED', note_facts: { orderId: 8 } },
          { note: null, note_code: 'ORDER_CANCELLED', note_facts: { orderId: 8 } },
          { note: null, note_code: 'ADJUSTMENT_UNDONE', note_facts: { adjustmentId: 3, kind: 'DAMAGED' } },
          { note: 'Delivery 771', note_code: null, note_facts: null },
        ]);
        expect(
          (await db.query(`select note, note_code, note_facts from order_status_history order by id`)).rows,
        ).toEqual([
          { note: null, note_code: 'INVOICE_PAID', note_facts: {} },
          { note: null, note_code: 'LAST_LINE_CANCELLED', note_facts: { lineId: 21 } },
          { note: 'Found it cheaper', note_code: null, note_facts: null },
        ]);
      },
    );
  });

  it("converts adjustments' and supplier returns' English stock notes, keeping the reason a person typed", async () => {
    await upgradeFrom(
      'Migration20261207140000_low_stock_facts',
      async (db) => {
        await db.query(`set session_replication_role = replica`);
        await db.query(`insert into stock_history (stock_id, quantity_before, quantity_after, reason, note, created_at) values
        (1, 20, 23, 'ADJUSTMENT', 'FOUND: Behind the shelf', now()),
        (1, 23, 21, 'ADJUSTMENT', 'DAMAGED: Dropped: twice', now()),
        (1, 21, 17, 'RETURN', 'Supplier return #5', now()),
        (1, 17, 21, 'RETURN', 'Supplier return #5 deleted', now()),
        (1, 21, 22, 'ADJUSTMENT', 'SOLD: not a kind', now()),
        (1, 22, 30, 'ADJUSTMENT', 'CSV import', now()),
        (2, 0, 9, 'INITIAL', 'Opening stock', now())`);
      },
      async (db) => {
        expect((await db.query(`select note, note_code, note_facts from stock_history order by id`)).rows).toEqual([
          { note: 'Behind the shelf', note_code: 'ADJUSTMENT_MADE', note_facts: { kind: 'FOUND' } },
          { note: 'Dropped: twice', note_code: 'ADJUSTMENT_MADE', note_facts: { kind: 'DAMAGED' } },
          { note: null, note_code: 'SUPPLIER_RETURN', note_facts: { returnId: 5 } },
          { note: null, note_code: 'SUPPLIER_RETURN_DELETED', note_facts: { returnId: 5 } },
          { note: 'SOLD: not a kind', note_code: null, note_facts: null },
          { note: null, note_code: 'CSV_IMPORT', note_facts: {} },
          { note: null, note_code: 'OPENING_STOCK', note_facts: {} },
        ]);
      },
    );
  });
});
