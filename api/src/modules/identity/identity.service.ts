import { AuthMessage, ErrorCode, type SessionUser } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { looksLikePhone, normalizeEmail, normalizePhone } from './identifiers.ts';
import { spendVerificationTime, verifyPassword } from './password.ts';
import { User } from './user.entity.ts';

const badCredentials = () => unauthorized(ErrorCode.badCredentials, AuthMessage.badCredentials);

export class IdentityService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** The request's entity manager (RequestContext), or the global one outside a request. */
  get #em() {
    return this.#orm.em;
  }

  /**
   * The user behind a username (e-mail or phone) and password. Unknown, wrong, disabled and deleted all
   * answer the same 401, after the same amount of work, so the answer does not reveal which accounts exist.
   */
  async authenticate(username: string, password: string): Promise<User> {
    const where = looksLikePhone(username) ? { phone: normalizePhone(username) } : { email: normalizeEmail(username) };
    const user = await this.#em.findOne(User, { ...where, deletedAt: null }, { populate: ['passwordHash'] });
    if (!user) {
      await spendVerificationTime(password);
      throw badCredentials();
    }
    const matches = await verifyPassword(user.passwordHash, password);
    if (!matches || !user.isActive()) throw badCredentials();
    return user;
  }

  /** The user a token speaks for, if the account is still active and the token was not revoked since. */
  async activeUser(id: number, tokenVersion: number): Promise<User | null> {
    const user = await this.#em.findOne(User, { id });
    return user?.isActive() && user.tokenVersion === tokenVersion ? user : null;
  }

  async findById(id: number): Promise<User | null> {
    return this.#em.findOne(User, { id });
  }

  /** Revokes every token issued to the user so far. */
  async revokeTokens(user: User): Promise<void> {
    user.tokenVersion += 1;
    await this.#em.flush();
  }

  toSessionUser(user: User): SessionUser {
    return {
      id: user.id,
      type: user.type,
      name: user.name,
      email: user.email,
      phone: user.phone ?? null,
      cartCount: 0,
      locations: [],
    };
  }
}
