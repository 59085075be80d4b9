import { useEffect } from 'react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import '@mantine/nprogress/styles.css';
import { useLingui } from '@lingui/react/macro';
import { useNavigation } from 'react-router';

/**
 * A thin bar at the top while the router loads the next page (its remote's code and its loader's data), so a
 * slow network shows progress instead of a page that seems stuck.
 */
export function RouteProgress() {
  const { t } = useLingui();
  const loading = useNavigation().state !== 'idle';
  useEffect(() => {
    if (loading) nprogress.start();
    else nprogress.complete();
  }, [loading]);
  return <NavigationProgress aria-label={t`Loading the page`} />;
}
