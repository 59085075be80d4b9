import { defineEntity, p } from '@mikro-orm/core';

export const MESSAGE_CHANNELS = ['EMAIL', 'SMS', 'TELEGRAM'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

// Messages the shop sends people (reset codes...). Written in the same transaction as the change that
// caused them; a delivery worker (e-mail, SMS, Telegram) marks them sent (messaging/outbox-delivery.ts). In
// development nothing delivers them: they stay here and in the log. A message's secret (a reset code) is never in
// `body` (which holds a placeholder), only sealed in `secretSealed`, and leaves the table when the message is
// delivered (a trigger clears it whenever `sent_at` is set) or its code expires.
const MessageOutboxSchema = defineEntity({
  name: 'MessageOutbox',
  tableName: 'message_outbox',
  properties: {
    id: p.integer().primary(),
    channel: p.enum(MESSAGE_CHANNELS),
    recipient: p.string().length(254),
    kind: p.string().length(50),
    subject: p.string().length(200),
    body: p.text(),
    secretSealed: p.text().nullable(),
    secretExpiresAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
  // Whoever marks a message delivered (a worker, a script, a person at psql), its secret leaves with the delivery.
  triggers: [
    {
      name: 'message_outbox_secret_leaves',
      timing: 'before',
      events: ['insert', 'update'],
      forEach: 'row',
      body: 'if new.sent_at is not null then new.secret_sealed := null; end if; return new;',
    },
    // Delivery workers hear of each new message when its transaction commits (jobs/message-delivery.ts).
    {
      name: 'message_outbox_notify',
      timing: 'after',
      events: ['insert'],
      forEach: 'row',
      body: "perform pg_notify('message_outbox', new.id::text); return new;",
    },
  ],
});

export class MessageOutbox extends MessageOutboxSchema.class {}
MessageOutboxSchema.setClass(MessageOutbox);
