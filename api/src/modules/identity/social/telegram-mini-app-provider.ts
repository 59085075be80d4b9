import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SocialProof } from '@shop/contracts';
import { badRequest } from '../../../lib/http-error.ts';
import type { SocialIdentity } from './social-provider.ts';
import { invalidTelegramProof, TelegramBotProvider } from './telegram-bot-provider.ts';

const malformed = (message: string) => badRequest(message, { field: 'initData' });

/**
 * Telegram's check of a Mini App's initData (core.telegram.org/bots/webapps, "Validating data received via the Mini
 * App"): the data-check-string is every received field but `hash`, as `key=value` lines (values URL-decoded) sorted
 * by key; `hash` is its HMAC-SHA-256 keyed with HMAC-SHA-256 of the bot token under the key "WebAppData".
 */
export function miniAppHash(fields: URLSearchParams, botToken: string): string {
  const checkString = [...fields]
    .filter(([key]) => key !== 'hash')
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(checkString).digest('hex');
}

/** What the Mini App's `user` field says besides who it is. */
export interface MiniAppFacts {
  /** The shopper let the bot write to them (`allows_write_to_pm`). */
  allowsWriteToPm: boolean;
  /** Telegram's language of the shopper (IETF tag), when it tells. */
  languageCode: string | undefined;
}

interface MiniAppUser {
  id?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  username?: unknown;
  language_code?: unknown;
  allows_write_to_pm?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The storefront opened inside Telegram as a Mini App (decisions.md "Telegram Mini App"). Its identity is the same
 * Telegram user id as the Login Widget's, so it signs into the same TELEGRAM social account (`account`).
 */
export class TelegramMiniAppProvider extends TelegramBotProvider {
  readonly type = 'TELEGRAM_MINI_APP' as const;
  readonly account = 'TELEGRAM' as const;

  async verify(proof: SocialProof): Promise<SocialIdentity & { miniApp: MiniAppFacts }> {
    if (!proof.initData) throw malformed("Mini App sign-in needs Telegram's initData in `initData`");
    const fields = new URLSearchParams(proof.initData);
    const hash = fields.get('hash') ?? '';
    if (!/^[0-9a-f]{64}$/.test(hash)) throw malformed('initData carries no valid `hash`');
    const expected = Buffer.from(miniAppHash(fields, this.botToken), 'hex');
    const given = Buffer.from(hash, 'hex');
    if (!timingSafeEqual(given, expected))
      throw invalidTelegramProof("The Mini App data is not signed by Telegram for this shop's bot");
    const authDate = Number(fields.get('auth_date'));
    if (!Number.isInteger(authDate)) throw malformed('initData carries no `auth_date`');
    this.checkAge(
      authDate,
      'The Mini App data is older than 24 hours; open the shop from Telegram again',
      'The Mini App data is dated in the future',
    );
    let user: MiniAppUser;
    try {
      user = JSON.parse(fields.get('user') ?? 'null') as MiniAppUser;
    } catch {
      throw malformed('initData `user` is not JSON');
    }
    // Signed, but opened without a user (from an inline query's result to another chat): nobody to sign in.
    if (!user || !Number.isSafeInteger(user.id) || (user.id as number) < 1)
      throw malformed('initData names no Telegram user');
    const displayName =
      [text(user.first_name), text(user.last_name)].filter(Boolean).join(' ').trim() ||
      text(user.username) ||
      `Telegram ${String(user.id)}`;
    return {
      subject: String(user.id),
      displayName: displayName.slice(0, 200),
      verifiedEmail: null,
      miniApp: {
        allowsWriteToPm: user.allows_write_to_pm === true,
        languageCode: text(user.language_code) || undefined,
      },
    };
  }
}
