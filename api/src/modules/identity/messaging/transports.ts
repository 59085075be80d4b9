// How each channel's messages leave the shop, one small client each: e-mail over SMTP (nodemailer), SMS through an
// HTTP gateway (`POST {to, text}` as JSON), Telegram through the Bot API's sendMessage. A channel without its
// configuration has no transport: its messages stay in the outbox and the log, as on `npm start`.
import nodemailer from 'nodemailer';
import type { Config } from '../../../config.ts';
import type { MessageChannel } from '../message-outbox.entity.ts';

export interface Deliverable {
  recipient: string;
  subject: string;
  text: string;
}

/** Resolves once the message was accepted; throws (and the job is retried) when it was not. */
export type MessageTransport = (message: Deliverable) => Promise<void>;

export type Transports = Partial<Record<MessageChannel, MessageTransport>>;

export function messageTransports(config: Config): Transports {
  const { smtpUrl, mailFrom, smsGatewayUrl, smsGatewayToken, telegramApiUrl } = config.delivery;
  const transports: Transports = {};
  if (smtpUrl) {
    const mailer = nodemailer.createTransport(smtpUrl);
    transports.EMAIL = async ({ recipient, subject, text }) => {
      await mailer.sendMail({ from: mailFrom, to: recipient, subject, text });
    };
  }
  if (smsGatewayUrl) {
    transports.SMS = async ({ recipient, text }) => {
      const response = await fetch(smsGatewayUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(smsGatewayToken ? { authorization: `Bearer ${smsGatewayToken}` } : {}),
        },
        body: JSON.stringify({ to: recipient, text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`the SMS gateway answered ${response.status}`);
    };
  }
  const botToken = config.telegramBotToken;
  if (botToken) {
    transports.TELEGRAM = async ({ recipient, text }) => {
      const response = await fetch(`${telegramApiUrl}/bot${botToken}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: recipient, text }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; description?: string };
      // The Bot API says why in `description`; the token is in the URL, so the URL is never part of the error.
      if (!answer.ok) throw new Error(`Telegram refused the message: ${answer.description ?? response.status}`);
    };
  }
  return transports;
}
