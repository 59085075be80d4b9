import { defineEntity, p } from '@mikro-orm/core';

export const MESSAGE_CHANNELS = ['EMAIL', 'SMS'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

// Messages the shop sends people (reset codes...). Written in the same transaction as the change that
// caused them; a delivery worker (e-mail, SMS, Telegram) marks them sent. In development nothing
// delivers them: they stay here and in the log.
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
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
});

export class MessageOutbox extends MessageOutboxSchema.class {}
MessageOutboxSchema.setClass(MessageOutbox);
