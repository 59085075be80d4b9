// Issue 33: reset codes written into the message outbox in the clear by earlier versions are blanked out by the
// migration that moved a message's secret out of its body (Migration20261206140000_outbox_secrets).
import { describe, expect, it } from 'vitest';
import { upgradeFrom } from '../support/upgrade.ts';

describe('the outbox secrets migration', () => {
  it('leaves no code of an old reset message in the outbox, and other messages as they were', async () => {
    const oldBody =
      'Your password reset code is 483920. It works once, for 15 minutes. If you did not ask for it, ignore this message.\n' +
      'លេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញរបស់អ្នកគឺ 483920។ វាប្រើបានតែម្ដង ក្នុងរយៈពេល 15 នាទី។';
    const rows = await upgradeFrom(
      'Migration20261124131000_rollup_counts_orders',
      (db) =>
        db.query(
          `insert into message_outbox (channel, recipient, kind, subject, body, created_at, sent_at) values
          ('EMAIL', 'old@test.parts', 'PASSWORD_RESET', 'Your password reset code', $1, now() - interval '1 day', now() - interval '1 day'),
          ('SMS', '012345678', 'PASSWORD_RESET', 'Your password reset code', $1, now(), null),
          ('EMAIL', 'news@test.parts', 'ORDER_NEWS', 'Order 100200', 'Order 100200 is on its way', now(), null)`,
          [oldBody],
        ),
      async (db) =>
        (
          await db.query(
            `select kind, body, secret_sealed, secret_expires_at is not null as secret_gone from message_outbox order by id`,
          )
        ).rows,
    );
    expect(rows.filter((row) => JSON.stringify(row).includes('483920'))).toEqual([]);
    expect(rows[0]).toMatchObject({ kind: 'PASSWORD_RESET', secret_sealed: null, secret_gone: true });
    expect(rows[0]!.body).toContain('code is {{secret}}. It works once, for 15 minutes');
    expect(rows[2]).toEqual({
      kind: 'ORDER_NEWS',
      body: 'Order 100200 is on its way',
      secret_sealed: null,
      secret_gone: false,
    });
  });
});
