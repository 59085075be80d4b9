import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTVerifyGetKey } from 'jose';
import { AccountErrorCode, type SocialProof, type SocialProviderType } from '@shop/contracts';
import { badRequest, serviceUnavailable, unauthorized } from '../../../lib/http-error.ts';
import type { SocialIdentity, SocialProvider } from './social-provider.ts';

const invalid = (message: string) => unauthorized(message, { code: AccountErrorCode.invalidSocialLogin });
const unavailable = () =>
  serviceUnavailable('The sign-in provider cannot be reached right now; try again shortly', {
    code: AccountErrorCode.providerUnavailable,
  });

const FETCH_TIMEOUT_MS = 5_000;

export interface OidcProviderOptions {
  type: SocialProviderType;
  /** e.g. https://accounts.google.com; its discovery document names the key set. */
  issuer: string;
  /** This shop's client id: the ID token's audience. Unset: the provider is off. */
  clientId: string | undefined;
  /** Other spellings of the issuer the provider puts in `iss` (Google also uses "accounts.google.com"). */
  issuerAliases?: string[];
}

/**
 * OpenID Connect sign-in from an ID token the browser got (Google Identity Services, for one): the token
 * must be signed by a key of the issuer's published key set (found through its discovery document, fetched
 * once and cached; jose refreshes the keys when an unknown key id shows up), be issued by that issuer for
 * this shop's client id, and not be expired.
 */
export class OidcProvider implements SocialProvider {
  readonly type: SocialProviderType;
  readonly #issuer: string;
  readonly #issuers: string[];
  readonly #clientId: string | undefined;
  #keys: Promise<JWTVerifyGetKey> | undefined;

  constructor(options: OidcProviderOptions) {
    this.type = options.type;
    this.#issuer = options.issuer.replace(/\/$/, '');
    this.#issuers = [this.#issuer, ...(options.issuerAliases ?? [])];
    this.#clientId = options.clientId;
  }

  get enabled(): boolean {
    return !!this.#clientId;
  }

  async verify(proof: SocialProof): Promise<SocialIdentity> {
    if (!proof.idToken) throw badRequest(`${this.type} sign-in needs an ID token in \`idToken\``);
    const keys = await this.#keySet();
    let payload;
    try {
      ({ payload } = await jwtVerify(proof.idToken, keys, {
        issuer: this.#issuers,
        audience: this.#clientId!,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw invalid('The ID token has expired; sign in again');
      // A key set that cannot be fetched is the provider's trouble, not a bad token.
      if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) throw unavailable();
      throw invalid('The ID token is not valid for this shop');
    }
    const email =
      typeof payload.email === 'string' && payload.email_verified === true ? payload.email.toLowerCase() : null;
    const name =
      typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : (email ?? `${this.type} user`);
    return { subject: payload.sub!, displayName: name.slice(0, 200), verifiedEmail: email };
  }

  /** The issuer's key set, from the jwks_uri of its discovery document (looked up once; a failure is retried next time). */
  #keySet(): Promise<JWTVerifyGetKey> {
    this.#keys ??= (async () => {
      let jwksUri: string;
      try {
        const response = await fetch(`${this.#issuer}/.well-known/openid-configuration`, {
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`discovery answered ${response.status}`);
        jwksUri = String(((await response.json()) as { jwks_uri?: unknown }).jwks_uri ?? '');
        if (!jwksUri) throw new Error('discovery document without jwks_uri');
      } catch {
        this.#keys = undefined;
        throw unavailable();
      }
      return createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: FETCH_TIMEOUT_MS });
    })();
    return this.#keys;
  }
}
