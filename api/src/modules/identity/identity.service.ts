import type { EntityManager } from '@mikro-orm/core';
import type { SessionUser, SocialProviderType } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { toUserLocationDto } from './dto.ts';
import { badCredentials } from './errors.ts';
import { looksLikePhone, normalizeEmail, normalizePhone } from './identifiers.ts';
import { spendVerificationTime, verifyPassword } from './password.ts';
import { SocialAccount } from './social-account.entity.ts';
import { UserLocation } from './user-location.entity.ts';
import { User } from './user.entity.ts';

/** Counts a user's cart lines for the session; the commerce module provides it once carts exist. */
export type CartCounter = (userId: number) => Promise<number>;

/** Signing in, the tokens' validity and the session user. */
export class IdentityService {
  readonly #orm: Orm;
  #cartCounter: CartCounter = async () => 0;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** The request's entity manager (RequestContext), or the global one outside a request. */
  get #em() {
    return this.#orm.em;
  }

  useCartCounter(counter: CartCounter): void {
    this.#cartCounter = counter;
  }

  /** The active account a username (e-mail or phone) names, with its password hash loaded. */
  async findByUsername(username: string, em: EntityManager = this.#em): Promise<User | null> {
    const where = looksLikePhone(username) ? { phone: normalizePhone(username) } : { email: normalizeEmail(username) };
    return em.findOne(User, { ...where, deletedAt: null }, { populate: ['passwordHash'] });
  }

  /**
   * The user behind a username (e-mail or phone) and password. Unknown, wrong, disabled, deleted and
   * password-less (social-only) accounts all answer the same 401 after the same amount of work, so the
   * answer does not reveal which accounts exist.
   */
  async authenticate(username: string, password: string): Promise<User> {
    const user = await this.findByUsername(username);
    if (!user?.passwordHash) {
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

  async hasPassword(userId: number): Promise<boolean> {
    const user = await this.#em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
    return !!user?.passwordHash;
  }

  async socialProviders(userId: number): Promise<SocialProviderType[]> {
    const links = await this.#em.find(SocialAccount, { user: userId }, { orderBy: { provider: 'asc' } });
    return links.map((link) => link.provider);
  }

  /** Product spec §3: the session user with its locations, the default first, then by id ascending. */
  async sessionUser(user: User): Promise<SessionUser> {
    // One after the other: they share the request's entity manager.
    const locations = await this.#em.find(
      UserLocation,
      { user: user.id },
      { populate: ['location'], orderBy: { isDefault: 'desc', id: 'asc' } },
    );
    const socialProviders = await this.socialProviders(user.id);
    const hasPassword = await this.hasPassword(user.id);
    const cartCount = await this.#cartCounter(user.id);
    return {
      id: user.id,
      type: user.type,
      name: user.name,
      email: user.email ?? null,
      phone: user.phone ?? null,
      cartCount,
      locations: locations.map(toUserLocationDto),
      dealerApproved: user.dealerApproved,
      hasPassword,
      socialProviders,
      supplierId: user.supplierId ?? null,
    };
  }
}
