import type { LoginResult, RegisterUserType, SocialProof, SocialProviderType } from '@shop/contracts';
import { getErrorCode, http, signInWithToken, dataOf } from '@shop/client';

/**
 * POST /auth/oauth2/login/:type with a provider's proof; a person with no account yet gets one
 * (POST /auth/oauth2/register, as `userType`), so a provider's button both signs in and signs up.
 */
export async function createSocialSignIn(type: SocialProviderType, proof: SocialProof, userType: RegisterUserType) {
  try {
    const data = await dataOf<LoginResult>(http.post(`/auth/oauth2/login/${type}`, { json: proof }));
    return await signInWithToken(data.token);
  } catch (error) {
    if (getErrorCode(error) !== 'SOCIAL_ACCOUNT_NOT_FOUND') throw error;
  }
  const data = await dataOf<LoginResult>(http.post('/auth/oauth2/register', { json: { type, ...proof, userType } }));
  return signInWithToken(data.token);
}
