import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AccountErrorCode, type SocialProof, type SocialProviderType, type SocialRegisterBody } from '@shop/contracts';
import type { Orm } from '../../../db/orm.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { AccountService } from '../account.service.ts';
import { badCredentials, conflict } from '../errors.ts';
import { SocialAccount } from '../social-account.entity.ts';
import { User } from '../user.entity.ts';
import type { SocialIdentity, SocialProvider } from './social-provider.ts';

const providerName: Record<SocialProviderType, string> = { TELEGRAM: 'Telegram', GOOGLE: 'Google' };

/**
 * Register, sign in, connect and disconnect through any SocialProvider. A provider identity belongs to at
 * most one account; an account keeps at least one way to sign in (a password or a provider).
 */
export class SocialSignInService {
  readonly #orm: Orm;
  readonly #providers: Map<SocialProviderType, SocialProvider>;
  readonly #accounts: AccountService;

  constructor(orm: Orm, providers: SocialProvider[]) {
    this.#orm = orm;
    this.#providers = new Map(providers.map((provider) => [provider.type, provider]));
    this.#accounts = new AccountService(orm);
  }

  get #em() {
    return this.#orm.em;
  }

  /** Checks the proof with the provider of `type`. */
  async #verify(type: SocialProviderType, proof: SocialProof): Promise<SocialIdentity> {
    const provider = this.#providers.get(type);
    if (!provider?.enabled) {
      throw new HttpError(
        400,
        AccountErrorCode.providerDisabled,
        `${providerName[type]} sign-in is not set up on this shop`,
      );
    }
    return provider.verify(proof);
  }

  async login(type: SocialProviderType, proof: SocialProof): Promise<User> {
    const identity = await this.#verify(type, proof);
    const link = await this.#em.findOne(
      SocialAccount,
      { provider: type, providerUserId: identity.subject },
      { populate: ['user'] },
    );
    if (!link) {
      throw new HttpError(
        404,
        AccountErrorCode.socialAccountNotFound,
        `No account is connected to this ${providerName[type]} account yet: register with it, or sign in and connect it`,
      );
    }
    const user = link.user as User;
    if (!user.isActive()) throw badCredentials();
    return user;
  }

  /** A new account signed up through the provider: no password, the provider linked. */
  async register(body: SocialRegisterBody): Promise<User> {
    const identity = await this.#verify(body.type, body);
    if (await this.#em.count(SocialAccount, { provider: body.type, providerUserId: identity.subject })) {
      throw conflict(`This ${providerName[body.type]} account is already registered; sign in with it`);
    }
    try {
      return await this.#em.transactional(async (em) => {
        const user = await this.#accounts.createAccount(em, {
          type: body.userType ?? 'CUSTOMER',
          name: body.name ?? identity.displayName,
          email: identity.verifiedEmail ?? body.email ?? null,
          phone: body.phone ?? null,
        });
        em.create(SocialAccount, {
          user,
          provider: body.type,
          providerUserId: identity.subject,
          displayName: identity.displayName,
          email: identity.verifiedEmail,
        });
        await em.flush();
        return user;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw conflict('This account is already registered; sign in instead');
      throw error;
    }
  }

  /** Links the provider identity to the signed-in account. */
  async connect(userId: number, type: SocialProviderType, proof: SocialProof): Promise<void> {
    const identity = await this.#verify(type, proof);
    const existing = await this.#em.findOne(SocialAccount, { provider: type, providerUserId: identity.subject });
    if (existing) {
      if (existing.user.id === userId) return;
      throw conflict(`This ${providerName[type]} account is connected to another account`);
    }
    if (await this.#em.count(SocialAccount, { user: userId, provider: type })) {
      throw conflict(`Your account is already connected to a ${providerName[type]} account; disconnect it first`);
    }
    this.#em.create(SocialAccount, {
      user: userId,
      provider: type,
      providerUserId: identity.subject,
      displayName: identity.displayName,
      email: identity.verifiedEmail,
    });
    try {
      await this.#em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw conflict(`This ${providerName[type]} account is already connected`);
      throw error;
    }
  }

  async disconnect(userId: number, type: SocialProviderType): Promise<void> {
    const link = await this.#em.findOne(SocialAccount, { user: userId, provider: type });
    if (!link)
      throw new HttpError(
        404,
        AccountErrorCode.socialAccountNotFound,
        `Your account is not connected to ${providerName[type]}`,
      );
    const user = await this.#em.findOneOrFail(User, { id: userId }, { populate: ['passwordHash'] });
    const otherLinks = await this.#em.count(SocialAccount, { user: userId, provider: { $ne: type } });
    if (!user.passwordHash && otherLinks === 0) {
      throw conflict(`Set a password before disconnecting ${providerName[type]}, or you could no longer sign in`);
    }
    this.#em.remove(link);
    await this.#em.flush();
  }
}
