import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigation, type Location } from 'react-router';
import { lazyNamed } from '@shop/ui';

// The bar (@mantine/nprogress with its styles, about 1 KB brotli) is fetched with the first navigation to another
// address, not with the first page: its JavaScript budget is tight (docs/performance.md, "Bundle budget"). The first page's own
// navigation (the router matching the address again once its remote has arrived, AreaFallback) shows no bar: the
// page's first view or skeleton is on screen meanwhile.
const NavigationBar = lazyNamed(() => import('./navigation-bar.tsx'), 'NavigationBar');

/**
 * A thin bar at the top while the router loads the next page (its remote's code and its loader's data), so a
 * slow network shows progress instead of a page that seems stuck.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state !== 'idle';
  const elsewhere = navigation.location !== undefined && addressOf(navigation.location) !== addressOf(location);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (loading && elsewhere) setWanted(true);
  }, [loading, elsewhere]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NavigationBar loading={loading} />
    </Suspense>
  );
}

const addressOf = (location: Pick<Location, 'pathname' | 'search'>): string => `${location.pathname}${location.search}`;
