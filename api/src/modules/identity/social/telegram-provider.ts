import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AccountErrorCode, type SocialProof, type TelegramLoginData } from '@shop/contracts';
import { HttpError } from '../../../lib/http-error.ts';
import type { SocialIdentity, SocialProvider } from './social-provider.ts';

/** Login Widget data older than this is refused (a replayed payload stops working). */
export const TELEGRAM_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Clocks differ a little; data dated further in the future than this is refused too. */
const ALLOWED_CLOCK_SKEW_SECONDS = 5 * 60;

const invalid = (message: string) => new HttpError(401, AccountErrorCode.invalidSocialLogin, message);

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

export class TelegramProvider implements SocialProvider {
  readonly type = 'TELEGRAM' as const;
  readonly #botToken: string | undefined;
  readonly #now: () => number;

  constructor(botToken: string | undefined, now: () => number = Date.now) {
    this.#botToken = botToken;
    this.#now = now;
  }

  get enabled(): boolean {
    return !!this.#botToken;
  }

  async verify(proof: SocialProof): Promise<SocialIdentity> {
    const data = proof.telegram;
    if (!data) throw new HttpError(400, 'VALIDATION', 'Telegram sign-in needs the Login Widget data in `telegram`');
    const expected = Buffer.from(telegramHash(data, this.#botToken ?? ''), 'hex');
    const given = Buffer.from(data.hash, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw invalid('The Telegram sign-in data is not signed by Telegram');
    }
    const ageSeconds = Math.floor(this.#now() / 1000) - data.auth_date;
    if (ageSeconds > TELEGRAM_MAX_AGE_SECONDS)
      throw invalid('The Telegram sign-in data is older than 24 hours; sign in with Telegram again');
    if (ageSeconds < -ALLOWED_CLOCK_SKEW_SECONDS) throw invalid('The Telegram sign-in data is dated in the future');
    const displayName =
      [data.first_name, data.last_name].filter(Boolean).join(' ').trim() || data.username || `Telegram ${data.id}`;
    return { subject: String(data.id), displayName, verifiedEmail: null };
  }
}
