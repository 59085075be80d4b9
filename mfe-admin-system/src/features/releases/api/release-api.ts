// The release console's calls (admins): GET /api/backend/release, PUT /api/backend/release/:remote.
import { useMutation, useQuery } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, getData, http, dataOf } from '@shop/client';
import type { ReleaseSwitch, RemoteRelease } from '@shop/contracts';

export const releaseKeys = createQueryKeys('release');

export const getReleases = () => getData<RemoteRelease[]>('/api/backend/release');

export const useReleases = () => useQuery({ queryKey: releaseKeys.lists(), queryFn: getReleases });

export async function switchRelease(input: { remote: string; version: string }): Promise<ReleaseSwitch> {
  return await dataOf<ReleaseSwitch>(
    http.put(`/api/backend/release/${input.remote}`, { json: { version: input.version } }),
  );
}

export const useSwitchRelease = () =>
  useMutation({ mutationFn: switchRelease, onSuccess: () => refreshAfterWrite(releaseKeys.all, ['audit']) });
