import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ConfigurationEntry, RegisterUserType } from '@shop/contracts';
import { createQueryKeys, http, dataOf } from '@shop/client';
import { createSocialSignIn } from './social-sign-in.ts';

/** The public setting the API answers when Google sign-in is on (api: content.service.ts, GOOGLE_CLIENT_ID). */
export const GOOGLE_CLIENT_ID_KEY = 'auth.google-client-id';

/**
 * GET /api/frontend/configuration: Google's client id for this shop, or null when Google sign-in is off.
 * The list rather than the one key, so "off" is an answer, not a 404 in the console.
 */
export async function getGoogleClientId(): Promise<string | null> {
  const data = await dataOf<ConfigurationEntry[]>(http.get('/api/frontend/configuration'));
  return data.find((entry) => entry.key === GOOGLE_CLIENT_ID_KEY)?.value || null;
}

const configurationKeys = createQueryKeys('configuration');

export const googleClientIdQueryOptions = () =>
  queryOptions({
    queryKey: configurationKeys.detail(GOOGLE_CLIENT_ID_KEY),
    queryFn: getGoogleClientId,
    staleTime: 10 * 60_000,
  });

export function useGoogleClientId() {
  return useQuery(googleClientIdQueryOptions());
}

export interface GoogleSignIn {
  /** The ID token Google's button hands the page (its `credential`). */
  idToken: string;
  /** Used when this Google user has no account yet and one is made. */
  userType: RegisterUserType;
}

export function useGoogleSignIn() {
  return useMutation({
    mutationFn: ({ idToken, userType }: GoogleSignIn) => createSocialSignIn('GOOGLE', { idToken }, userType),
  });
}
