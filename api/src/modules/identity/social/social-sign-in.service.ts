import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  AccountErrorCode,
  type SocialLoginType,
  type SocialProof,
  type SocialProviderType,
  type SocialRegisterBody,
} from '@shop/contracts';
import type { Orm } from '../../../db/orm.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-error.ts';
import { AccountService } from '../account.service.ts';
import { badCredentials } from '../errors.ts';
import { SocialAccount, type MessageLanguage } from '../social-account.entity.ts';
import { User } from '../user.entity.ts';
import type { SocialIdentity, SocialProvider } from './social-provider.ts';
import type { MiniAppFacts } from './telegram-mini-app-provider.ts';

const providerName: Record<SocialLoginType, string> = {
  TELEGRAM: 'Telegram',
  GOOGLE: 'Google',
  TELEGRAM_MINI_APP: 'Telegram',
};

/** The language the bot writes in: the storefront's locale at sign-in, else Telegram's language of the shopper. */
function messageLanguage(locale: SocialProof['locale'], facts: MiniAppFacts): MessageLanguage {
  if (locale) return locale === 'kh' ? 'km' : 'en';
  return facts.languageCode?.toLowerCase().startsWith('km') ? 'km' : 'en';
}

/**
 * Register, sign in, connect and disconnect through any SocialProvider. A provider identity belongs to at
 * most one account; an account keeps at least one way to sign in (a password or a provider).
 */
export class SocialSignInService {
  readonly #orm: Orm;
  readonly #providers: Map<SocialLoginType, SocialProvider>;
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
  async #verify(
    type: SocialLoginType,
    proof: SocialProof,
  ): Promise<SocialIdentity & { miniApp?: MiniAppFacts; account: SocialProviderType }> {
    const provider = this.#providers.get(type);
    if (!provider?.enabled) {
      throw badRequest(`${providerName[type]} sign-in is not set up on this shop`, {
        code: AccountErrorCode.providerDisabled,
      });
    }
    const identity: SocialIdentity & { miniApp?: MiniAppFacts } = await provider.verify(proof);
    return { ...identity, account: provider.account ?? (type as SocialProviderType) };
  }

  /**
   * Signs in the account linked to the proven identity. The Mini App signs in silently: a Telegram user without an
   * account gets a new customer account linked to their Telegram identity (Telegram vouches for who they are, as the
   * Login Widget does at registration), and their "allow messages" choice is kept for order news.
   */
  async login(type: SocialLoginType, proof: SocialProof): Promise<User> {
    const identity = await this.#verify(type, proof);
    let link = await this.#em.findOne(
      SocialAccount,
      { provider: identity.account, providerUserId: identity.subject },
      { populate: ['user'] },
    );
    if (!link && identity.miniApp) {
      await this.#registerIdentity(identity.account, identity, {});
      link = await this.#em.findOneOrFail(
        SocialAccount,
        { provider: identity.account, providerUserId: identity.subject },
        { populate: ['user'] },
      );
    }
    if (identity.miniApp?.allowsWriteToPm && link) {
      link.messagesAllowed = true;
      link.messagesLanguage = messageLanguage(proof.locale, identity.miniApp);
      await this.#em.flush();
    }
    if (!link) {
      throw notFound(
        `No account is connected to this ${providerName[type]} account yet: register with it, or sign in and connect it`,
        { code: AccountErrorCode.socialAccountNotFound },
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
    return this.#registerIdentity(body.type, identity, body);
  }

  async #registerIdentity(
    provider: SocialProviderType,
    identity: SocialIdentity,
    body: Pick<SocialRegisterBody, 'userType' | 'name' | 'email' | 'phone'>,
  ): Promise<User> {
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
          provider,
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

  /** Whether the shop's bot may send the signed-in shopper order news, through their connected Telegram account. */
  async allowTelegramMessages(userId: number, allowed: boolean, locale: SocialProof['locale']): Promise<void> {
    const link = await this.#em.findOne(SocialAccount, { user: userId, provider: 'TELEGRAM' });
    if (!link)
      throw notFound('Your account is not connected to Telegram', { code: AccountErrorCode.socialAccountNotFound });
    link.messagesAllowed = allowed;
    if (allowed)
      link.messagesLanguage = locale === 'kh' ? 'km' : locale === 'en' ? 'en' : (link.messagesLanguage ?? 'en');
    await this.#em.flush();
  }

  async disconnect(userId: number, type: SocialProviderType): Promise<void> {
    const link = await this.#em.findOne(SocialAccount, { user: userId, provider: type });
    if (!link)
      throw notFound(`Your account is not connected to ${providerName[type]}`, {
        code: AccountErrorCode.socialAccountNotFound,
      });
    const user = await this.#em.findOneOrFail(User, { id: userId }, { populate: ['passwordHash'] });
    const otherLinks = await this.#em.count(SocialAccount, { user: userId, provider: { $ne: type } });
    if (!user.passwordHash && otherLinks === 0) {
      throw conflict(`Set a password before disconnecting ${providerName[type]}, or you could no longer sign in`);
    }
    this.#em.remove(link);
    await this.#em.flush();
  }
}
