import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SocialProof, TelegramLoginData } from '@shop/contracts';
import { badRequest } from '../../../lib/http-error.ts';
import type { SocialIdentity } from './social-provider.ts';
import { invalidTelegramProof, TelegramBotProvider } from './telegram-bot-provider.ts';

/**
 * The Telegram Login Widget's check (core.telegram.org/widgets/login): the data-check-string is every
 * received field but `hash`, as `key=value` lines sorted by key; `hash` must be its HMAC-SHA-256 keyed
 * with the SHA-256 of the bot token.
 */
export function telegramHash(data: Omit<TelegramLoginData, 'hash'>, botToken: string): string {
  const checkString = Object.entries(data)
    .filter(([key, value]) => key !== 'hash' && value !== undefined && value !== null)
    .map(([key, value]) => `${key}=${String(value)}`)
    .sort()
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(checkString).digest('hex');
}

/** The Telegram Login Widget (core.telegram.org/widgets/login). */
export class TelegramProvider extends TelegramBotProvider {
  readonly type = 'TELEGRAM' as const;

  async verify(proof: SocialProof): Promise<SocialIdentity> {
    const data = proof.telegram;
    if (!data) throw badRequest('Telegram sign-in needs the Login Widget data in `telegram`');
    const expected = Buffer.from(telegramHash(data, this.botToken), 'hex');
    const given = Buffer.from(data.hash, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw invalidTelegramProof('The Telegram sign-in data is not signed by Telegram');
    }
    this.checkAge(
      data.auth_date,
      'The Telegram sign-in data is older than 24 hours; sign in with Telegram again',
      'The Telegram sign-in data is dated in the future',
    );
    const displayName =
      [data.first_name, data.last_name].filter(Boolean).join(' ').trim() || data.username || `Telegram ${data.id}`;
    return { subject: String(data.id), displayName, verifiedEmail: null };
  }
}
