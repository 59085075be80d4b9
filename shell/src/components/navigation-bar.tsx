import { useEffect, useRef } from 'react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import '@mantine/nprogress/styles.css';
import { useLingui } from '@lingui/react/macro';

/**
 * Mantine's progress bar, started while `loading`. Drawn by RouteProgress from the first navigation on, which may
 * already be over when this chunk arrives: the bar then completes only what it started (no full bar flashing).
 */
export function NavigationBar({ loading }: { loading: boolean }) {
  const { t } = useLingui();
  const started = useRef(false);
  useEffect(() => {
    if (loading) {
      nprogress.start();
      started.current = true;
    } else if (started.current) {
      nprogress.complete();
      started.current = false;
    }
  }, [loading]);
  return <NavigationProgress aria-label={t`Loading the page`} />;
}
