// The notification-facts migration on a database with notifications written before it: status notifications get
// their move and note back from the English message; other rows and unrecognised texts are left empty.
import { describe, expect, it } from 'vitest';
import { upgradeFrom } from '../support/upgrade.ts';

describe('upgrading to notification facts', () => {
  it('reads the move and the note back from old status messages', async () => {
    await upgradeFrom(
      'Migration20261121081133_currency_catalog_changed',
      async (db) => {
        await db.query(`insert into user_account (type, name, email, enabled, dealer_approved, token_version, created_at, updated_at)
                 values ('CUSTOMER', 'Old', 'old@test.parts', true, false, 0, now(), now())`);
        await db.query(`insert into notification (user_id, kind, title, message, order_id, seen, created_at)
                 select u.id, v.* from user_account u, (values
        ('ORDER_STATUS', 'Order #7 is ACCEPTED', 'Your order #7 moved from PENDING to ACCEPTED', 7, false, now()),
        ('ORDER_STATUS', 'Order #8 is CANCELLED', 'Your order #8 moved from PENDING to CANCELLED: wrong size: sorry', 8, false, now()),
        ('ORDER_STATUS', 'Odd', 'Your order #9 moved from PENDING to LOST', 9, false, now()),
        ('ORDER_PLACED', 'Order #10 was placed for you', 'The shop placed order #10 for you: 1 line(s)', 10, false, now())) as v(kind, title, message, order_id, seen, created_at)
                 where u.email = 'old@test.parts'`);
      },
      async (db) => {
        expect(
          (await db.query(`select order_id, from_status, to_status, note from notification order by id`)).rows,
        ).toEqual([
          { order_id: 7, from_status: 'PENDING', to_status: 'ACCEPTED', note: null },
          { order_id: 8, from_status: 'PENDING', to_status: 'CANCELLED', note: 'wrong size: sorry' },
          { order_id: 9, from_status: null, to_status: null, note: null },
          { order_id: 10, from_status: null, to_status: null, note: null },
        ]);
      },
    );
  });
});
