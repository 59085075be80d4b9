// The audit-words migration on a trail written before it: the notes the system wrote ("CODE {facts}", "CSV import",
// "mfe-catalog rollback") become a code with facts, a typed note stays, and dropping a translation or an adjustment
// reads as a revert. The trail stays append-only afterwards.
import { describe, expect, it } from 'vitest';
import { upgradeFrom } from '../support/upgrade.ts';

describe('upgrading the audit trail to worded notes and reverts', () => {
  it('converts the old system notes and undos, leaves typed notes, and keeps entries unchangeable', async () => {
    await upgradeFrom(
      'Migration20261207140000_low_stock_facts',
      (db) =>
        db.query(`insert into audit_entry (at, actor_id, entity, entity_id, action, changes, note) values
        (now(), 1, 'stock', 4, 'stock', '[]', 'ADJUSTMENT_UNDONE {"adjustmentId":3,"kind":"FOUND"}'),
        (now(), 1, 'order', 8, 'status', '[]', 'INVOICE_PAID {}'),
        (now(), 1, 'part', 5, 'create', '[]', 'CSV import'),
        (now(), 1, 'release', 2, 'update', '[]', 'mfe-catalog rollback'),
        (now(), 1, 'order', 8, 'status', '[]', 'Packed today'),
        (now(), 1, 'translation', 7, 'delete', '[]', null),
        (now(), 1, 'currency', 2, 'delete', '[]', null)`),
      async (db) => {
        expect(
          (await db.query(`select action, note, note_code, note_facts from audit_entry order by id`)).rows,
        ).toEqual([
          {
            action: 'stock',
            note: null,
            note_code: 'ADJUSTMENT_UNDONE',
            note_facts: { adjustmentId: 3, kind: 'FOUND' },
          },
          { action: 'status', note: null, note_code: 'INVOICE_PAID', note_facts: {} },
          { action: 'create', note: null, note_code: 'CSV_IMPORT', note_facts: {} },
          {
            action: 'update',
            note: null,
            note_code: 'RELEASE_MOVED',
            note_facts: { remote: 'mfe-catalog', move: 'rollback' },
          },
          { action: 'status', note: 'Packed today', note_code: null, note_facts: null },
          { action: 'revert', note: null, note_code: null, note_facts: null },
          { action: 'delete', note: null, note_code: null, note_facts: null },
        ]);
        await expect(db.query(`update audit_entry set note = 'rewritten'`)).rejects.toThrow(/append-only/);
      },
    );
  });
});
