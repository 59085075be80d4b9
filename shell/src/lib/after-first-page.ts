import type { DataRouter } from 'react-router';

/** Longest wait for an idle moment: a page that stays busy still gets its socket and visit count. */
const IDLE_TIMEOUT_MS = 3000;

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a timer is the nearest it offers.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(run, 1);
}

/**
 * Runs `work` once the router has drawn its first page (its first navigation, loaders and redirects included, is
 * over) and the main thread is idle: work the first page does not need must not lengthen the tasks that draw it.
 */
export function afterFirstPage(router: DataRouter, work: () => void): void {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) {
    whenIdle(work);
    return;
  }
  const unsubscribe = router.subscribe(() => {
    if (!settled()) return;
    unsubscribe();
    whenIdle(work);
  });
}
