// The provider kinds alone, so the session user can name them without importing the social payloads.
import Type from 'typebox';

export const SOCIAL_PROVIDERS = ['TELEGRAM', 'GOOGLE'] as const;
export const SocialProviderType = Type.Enum(SOCIAL_PROVIDERS);
export type SocialProviderType = (typeof SOCIAL_PROVIDERS)[number];
