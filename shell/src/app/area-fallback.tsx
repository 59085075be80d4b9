import { useEffect, useMemo } from 'react';
import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { RemoteError } from '@shop/federation';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import type { RemoteRegistry, RemoteState } from '../lib/remote-registry.ts';
import { areaOf, type Area, type AreaMap } from './remote-areas.ts';

export interface AreaFallbackProps {
  area: Area;
  areas: AreaMap;
  registry: RemoteRegistry;
  isMounted: (area: Area, remote: string) => boolean;
}

function useRemoteStates(registry: RemoteRegistry, names: string[]): RemoteState[] {
  // The owners of one address are fixed for the life of this element, so the hook calls keep their order.
  return names.map((name) => registry.useRemote(name));
}

/**
 * What an area shows while the remote serving the address is not mounted yet: the page's shape (a storefront
 * page) or a spinner (the back-office) while it
 * loads, its error with Retry when it failed (the header and the other areas keep working), and a
 * 404 when the remote is there but has no such page.
 */
export function AreaFallback({ area, areas, registry, isMounted }: AreaFallbackProps) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const target = areaOf(areas, location.pathname);
  const ownersKey = target.area === area ? target.owners.join(' ') : '';
  const owners = useMemo(() => (ownersKey ? ownersKey.split(' ') : []), [ownersKey]);
  const states = useRemoteStates(registry, owners);
  const address = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    for (const owner of owners) void registry.ensure(owner);
  }, [owners, registry]);

  // A remote that just loaded is mounted by matching the address again (patchRoutesOnNavigation).
  const unmounted = owners.some((owner, i) => states[i]?.status === 'ready' && !isMounted(area, owner));
  useEffect(() => {
    if (!unmounted) return;
    // React Router takes a navigation to the same path with the same hash for a hash change, which matches no routes
    // (the remote's would never be patched in, and an address with a hash, a Telegram Mini App's launch data among
    // them, would load forever): the address without its hash is matched first, then the hash is put back.
    const [path] = address.split('#');
    const matched = navigate(path!, { replace: true });
    if (path !== address) void Promise.resolve(matched).then(() => navigate(address, { replace: true }));
  }, [unmounted, address, navigate]);

  if (unmounted || states.some((state) => state.status === 'loading' || state.status === 'idle')) {
    if (area !== 'admin') return <PageSkeleton pathname={location.pathname} />;
    return (
      <Center py="xl" data-testid="area-loading">
        <Loader aria-label={t`Loading…`} />
      </Center>
    );
  }
  const failed = target.known ? owners.find((_, i) => states[i]?.status === 'error') : undefined;
  if (failed) return <RemoteError remote={failed} onRetry={() => void registry.retry(failed)} />;
  return <NotFoundPage home={area === 'admin' ? `${location.pathname.split('/').slice(0, 3).join('/')}` : undefined} />;
}
