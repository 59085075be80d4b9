import { startTransition, Suspense, useEffect, useState } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { lazyNamed } from './lazy-named.ts';

/** Product spec §9: toasts last 1.5 s, centred, 65 px from the top. */
export const TOAST_AUTO_CLOSE_MS = 1500;
export const TOAST_TOP_PX = 65; // also in shop.css

/** Dispatched on window by showToast: the outlet loads (it may be another copy of this module, in a remote). */
const TOAST_WANTED = 'shop:toast-wanted';
/** Outlets of this copy waiting for a first toast, and whether one was shown while none was (the shell's start). */
let outletsWaiting = 0;
let toastPending = false;

const loadToastLibrary = () => import('@mantine/notifications');

/**
 * Shows a toast: the one way the shop's apps do (ESLint keeps @mantine/notifications' own `notifications.show` out
 * of them). Mantine's notifications (with their transitions: about 5 KB brotli) load on the first toast instead of on
 * every first page; the toast waits in Mantine's store until the outlet is drawn, a few milliseconds on a warm page.
 */
export function showToast(toast: NotificationData): void {
  if (outletsWaiting === 0) toastPending = true;
  window.dispatchEvent(new Event(TOAST_WANTED));
  void loadToastLibrary().then(({ notifications }) => notifications.show(toast));
}

/**
 * Loads the toasts' outlet now, before the press that would: a press that must fetch nothing (the shell's "new
 * version" Reload, whose requests would restart the service worker being replaced).
 */
export function prepareToasts(): void {
  window.dispatchEvent(new Event(TOAST_WANTED));
}

/** Clears every toast shown and waiting (tests between cases). */
export async function clearToasts(): Promise<void> {
  (await loadToastLibrary()).notifications.clean();
}

const LoadedOutlet = lazyNamed(() => import('./toast-outlet-loaded.tsx'), 'LoadedToastOutlet');

/**
 * Where toasts are drawn, loaded when the page first wants one: on a showToast, or on a person's first pointer or key
 * press. A toast always follows an action, and remotes released before showToast existed call Mantine's
 * `notifications.show` directly (the store is a shared singleton): loaded at the action, their toasts still show.
 */
export function ToastOutlet() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    if (toastPending) {
      toastPending = false;
      setWanted(true);
      return undefined;
    }
    outletsWaiting += 1;
    // A transition: a person's first tap is answered first (INP on a slow phone, issue 39 §2), the outlet after it.
    const want = () => startTransition(() => setWanted(true));
    const events = [TOAST_WANTED, 'pointerdown', 'keydown'];
    for (const event of events) window.addEventListener(event, want, { capture: true, passive: true });
    return () => {
      outletsWaiting -= 1;
      for (const event of events) window.removeEventListener(event, want, { capture: true });
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedOutlet />
    </Suspense>
  );
}
