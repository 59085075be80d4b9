// Social sign-in: one payload shape for every provider, each verified by the API.
import Type, { type Static } from 'typebox';
import { Email, Phone, PersonName, RegisterUserType } from './account.ts';
import { SocialLoginType, SocialProviderType } from './social-provider.ts';

export { SOCIAL_LOGIN_TYPES, SOCIAL_PROVIDERS, SocialLoginType, SocialProviderType } from './social-provider.ts';

export const SocialTypeParams = Type.Object({ type: SocialProviderType });
export type SocialTypeParams = Static<typeof SocialTypeParams>;

/** `POST /auth/oauth2/login/:type`: a provider, or TELEGRAM_MINI_APP. */
export const SocialLoginParams = Type.Object({ type: SocialLoginType });
export type SocialLoginParams = Static<typeof SocialLoginParams>;

/**
 * What the Telegram Login Widget hands the page, passed on unchanged: the API checks `hash` over every
 * other field (fields not listed here are dropped, which makes the check fail rather than pass).
 */
export const TelegramLoginData = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  first_name: Type.String({ maxLength: 256 }),
  last_name: Type.Optional(Type.String({ maxLength: 256 })),
  username: Type.Optional(Type.String({ maxLength: 256 })),
  photo_url: Type.Optional(Type.String({ maxLength: 2048 })),
  auth_date: Type.Integer({ minimum: 0 }),
  hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type TelegramLoginData = Static<typeof TelegramLoginData>;

/**
 * Proof of a provider identity: `telegram` for TELEGRAM, `idToken` (an OpenID Connect ID token) for GOOGLE,
 * `initData` (Telegram's `WebApp.initData`, the query string exactly as received) for TELEGRAM_MINI_APP, with the
 * storefront's `locale`, the language the bot then writes to the shopper in.
 */
export const SocialProof = Type.Object({
  telegram: Type.Optional(TelegramLoginData),
  idToken: Type.Optional(Type.String({ minLength: 1, maxLength: 8192 })),
  initData: Type.Optional(Type.String({ minLength: 1, maxLength: 8192 })),
  locale: Type.Optional(Type.Enum(['en', 'kh'])),
});
export type SocialProof = Static<typeof SocialProof>;

/** POST /auth/oauth2/register: the provider kind, its proof, and what the provider does not tell. */
export const SocialRegisterBody = Type.Object({
  type: SocialProviderType,
  telegram: Type.Optional(TelegramLoginData),
  idToken: Type.Optional(Type.String({ minLength: 1, maxLength: 8192 })),
  userType: Type.Optional(RegisterUserType),
  name: Type.Optional(PersonName),
  email: Type.Optional(Email),
  phone: Type.Optional(Phone),
});
export type SocialRegisterBody = Static<typeof SocialRegisterBody>;

/** A provider linked to the signed-in account. */
export const SocialConnection = Type.Object({
  type: SocialProviderType,
  displayName: Type.String(),
  connectedAt: Type.String({ format: 'date-time' }),
});
export type SocialConnection = Static<typeof SocialConnection>;

/** PUT /auth/oauth2/telegram/messages: whether the shop's bot may send me order news (Telegram's "allow messages"). */
export const TelegramMessagesBody = Type.Object({
  allowed: Type.Boolean(),
  locale: Type.Optional(Type.Enum(['en', 'kh'])),
});
export type TelegramMessagesBody = Static<typeof TelegramMessagesBody>;
