import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { AccountErrorCode, RESET_CODE_LENGTH } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest } from '../../lib/http-error.ts';
import { AccountService } from './account.service.ts';
import type { IdentityService } from './identity.service.ts';
import type { MessageAdapter } from './messaging/message-adapter.ts';
import { SECRET_PLACEHOLDER } from './messaging/message-secret.ts';
import { PasswordResetCode } from './password-reset-code.entity.ts';
import type { User } from './user.entity.ts';

export const RESET_CODE_MINUTES = 15;
/** Wrong guesses one code survives; then it is spent and a new one must be asked for. */
export const RESET_CODE_MAX_ATTEMPTS = 5;

const invalidCode = () =>
  badRequest('The code is wrong or has expired; ask for a new one', { code: AccountErrorCode.invalidResetCode });

/**
 * Password reset by a short code sent to the account's e-mail (or phone). The code is stored only as an
 * HMAC keyed with the server's secret (the outbox holds it sealed, until the message is delivered or the code
 * expires); it works once, for 15 minutes, and not after 5 wrong guesses; asking for a new code cancels the old ones. Unknown, disabled and deleted accounts get the same answers as
 * real ones, so the routes do not tell who has an account.
 */
export class PasswordResetService {
  readonly #orm: Orm;
  readonly #identity: IdentityService;
  readonly #accounts: AccountService;
  readonly #messages: MessageAdapter;
  readonly #secret: string;
  readonly #now: () => Date;

  constructor(options: {
    orm: Orm;
    identity: IdentityService;
    messages: MessageAdapter;
    secret: string;
    now?: () => Date;
  }) {
    this.#orm = options.orm;
    this.#identity = options.identity;
    this.#accounts = new AccountService(options.orm);
    this.#messages = options.messages;
    this.#secret = options.secret;
    this.#now = options.now ?? (() => new Date());
  }

  #hash(userId: number, code: string): string {
    return createHmac('sha256', this.#secret).update(`password-reset:${userId}:${code}`).digest('hex');
  }

  /** Sends a new code to an active account the username names; does nothing (visibly the same) otherwise. */
  async send(username: string): Promise<void> {
    const user = await this.#identity.findByUsername(username);
    const recipient = user?.email ?? user?.phone;
    if (!user?.isActive() || !recipient) return;
    const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
    const now = this.#now();
    await this.#orm.em.transactional(async (em) => {
      await em.nativeUpdate(PasswordResetCode, { user: user.id, usedAt: null }, { usedAt: now });
      const expiresAt = new Date(now.getTime() + RESET_CODE_MINUTES * 60_000);
      em.create(PasswordResetCode, { user: user.id, codeHash: this.#hash(user.id, code), expiresAt });
      await this.#messages.send(em, {
        channel: user.email ? 'EMAIL' : 'SMS',
        recipient,
        kind: 'PASSWORD_RESET',
        subject: 'Your password reset code',
        // The code goes where the placeholder is: the outbox keeps it sealed, and only until delivery or expiry.
        body:
          `Your password reset code is ${SECRET_PLACEHOLDER}. It works once, for ${RESET_CODE_MINUTES} minutes. ` +
          `If you did not ask for it, ignore this message.\n` +
          `លេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញរបស់អ្នកគឺ ${SECRET_PLACEHOLDER}។ វាប្រើបានតែម្ដង ក្នុងរយៈពេល ${RESET_CODE_MINUTES} នាទី។`,
        secret: { value: code, expiresAt },
      });
    });
  }

  /** Checks a code without spending it (a wrong guess counts against it). */
  async check(username: string, code: string): Promise<void> {
    const valid = await this.#orm.em.transactional((em) => this.#verify(em, username, code));
    if (!valid) throw invalidCode();
  }

  /** Sets the new password with a valid code, spends the code and revokes every token of the account. */
  async changePassword(username: string, code: string, password: string): Promise<User> {
    const user = await this.#orm.em.transactional(async (em) => {
      const valid = await this.#verify(em, username, code);
      if (!valid) return null;
      valid.reset.usedAt = this.#now();
      await this.#accounts.setPassword(valid.user, password, em);
      return valid.user;
    });
    if (!user) throw invalidCode();
    return user;
  }

  /**
   * The account and its live code if `code` matches it, else null. The row is locked, so two guesses at
   * once cannot both slip under the attempt limit; a wrong guess is counted and committed (no throw here,
   * which would roll the count back).
   */
  async #verify(
    em: EntityManager,
    username: string,
    code: string,
  ): Promise<{ user: User; reset: PasswordResetCode } | null> {
    const user = await this.#identity.findByUsername(username, em);
    if (!user?.isActive()) return null;
    const reset = await em.findOne(
      PasswordResetCode,
      { user: user.id, usedAt: null, expiresAt: { $gt: this.#now() } },
      { orderBy: { id: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!reset) return null;
    const expected = Buffer.from(reset.codeHash, 'hex');
    const given = Buffer.from(this.#hash(user.id, code), 'hex');
    if (timingSafeEqual(expected, given)) return { user, reset };
    reset.failedAttempts += 1;
    if (reset.failedAttempts >= RESET_CODE_MAX_ATTEMPTS) reset.usedAt = this.#now();
    await em.flush();
    return null;
  }
}
