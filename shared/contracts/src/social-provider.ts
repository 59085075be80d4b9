// The provider kinds alone, so the session user can name them without importing the social payloads.
import Type from 'typebox';

export const SOCIAL_PROVIDERS = ['TELEGRAM', 'GOOGLE'] as const;
export const SocialProviderType = Type.Enum(SOCIAL_PROVIDERS);
export type SocialProviderType = (typeof SOCIAL_PROVIDERS)[number];

/**
 * How `POST /auth/oauth2/login/:type` may prove an identity: a provider's own proof, or TELEGRAM_MINI_APP (the
 * storefront opened inside Telegram, proven by the Mini App's initData), which signs into the TELEGRAM account.
 */
export const SOCIAL_LOGIN_TYPES = [...SOCIAL_PROVIDERS, 'TELEGRAM_MINI_APP'] as const;
export const SocialLoginType = Type.Enum(SOCIAL_LOGIN_TYPES);
export type SocialLoginType = (typeof SOCIAL_LOGIN_TYPES)[number];
