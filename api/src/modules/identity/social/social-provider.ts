import type { SocialLoginType, SocialProof, SocialProviderType } from '@shop/contracts';

/** Who a provider says the person is, after checking the proof. */
export interface SocialIdentity {
  /** The provider's stable id for the person (Telegram user id, OIDC `sub`). */
  subject: string;
  displayName: string;
  /** Only when the provider vouches for it (OIDC `email_verified`). */
  verifiedEmail: string | null;
}

/**
 * One social sign-in provider. `verify` checks the proof the browser brought (a signed widget payload, an
 * ID token) and answers the identity, or throws a 401 when the proof is forged, tampered with or too old.
 */
export interface SocialProvider {
  readonly type: SocialLoginType;
  /** The social account the proof signs into when it is not `type`'s own (the Mini App signs into TELEGRAM). */
  readonly account?: SocialProviderType;
  /** False when the server has no configuration for it (no bot token, no client id). */
  readonly enabled: boolean;
  verify(proof: SocialProof): Promise<SocialIdentity>;
}
