import { AccountErrorCode, type SocialLoginType, type SocialProof } from '@shop/contracts';
import { unauthorized } from '../../../lib/http-error.ts';
import type { SocialIdentity, SocialProvider } from './social-provider.ts';

/** Signed Telegram data older than this is refused (a replayed payload stops working). */
export const TELEGRAM_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Clocks differ a little; data dated further in the future than this is refused too. */
const ALLOWED_CLOCK_SKEW_SECONDS = 5 * 60;

/** 401: the proof is forged, tampered with or too old. */
export const invalidTelegramProof = (message: string) =>
  unauthorized(message, { code: AccountErrorCode.invalidSocialLogin });

/**
 * What Telegram's two sign-ins share (the Login Widget, TelegramProvider; the Mini App, TelegramMiniAppProvider): both
 * are signed with the shop's bot token, are on only when the server has one, and expire a day after Telegram dated them.
 */
export abstract class TelegramBotProvider implements SocialProvider {
  abstract readonly type: SocialLoginType;
  /** The shop's bot token ('' without one: nothing verifies, and `enabled` is false). */
  protected readonly botToken: string;
  readonly #now: () => number;

  constructor(botToken: string | undefined, now: () => number = Date.now) {
    this.botToken = botToken ?? '';
    this.#now = now;
  }

  get enabled(): boolean {
    return this.botToken !== '';
  }

  abstract verify(proof: SocialProof): Promise<SocialIdentity>;

  /** 401 with `tooOld` for data Telegram dated (`authDate`, Unix seconds) over a day ago, or for data from the future. */
  protected checkAge(authDate: number, tooOld: string, future: string): void {
    const ageSeconds = Math.floor(this.#now() / 1000) - authDate;
    if (ageSeconds > TELEGRAM_MAX_AGE_SECONDS) throw invalidTelegramProof(tooOld);
    if (ageSeconds < -ALLOWED_CLOCK_SKEW_SECONDS) throw invalidTelegramProof(future);
  }
}
