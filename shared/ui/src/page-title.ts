// The page's own title (a part's name and number, "Order #12"), set by whichever remote renders the page and
// read by the shell, which writes the tab title as "<page> · <shop name>" in the page's language. A small
// external store rather than effects racing on document.title: the last page mounted wins, and its title goes
// when it unmounts.
import { useEffect, useSyncExternalStore } from 'react';

let current: string | undefined;
const listeners = new Set<() => void>();

function setPageTitle(title: string | undefined): void {
  if (title === current) return;
  current = title;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Names the page in the tab title while the calling component is mounted; undefined while it is not known yet. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    setPageTitle(title);
  }, [title]);
  useEffect(() => () => setPageTitle(undefined), []);
}

/** The title the page on screen gave itself, for the shell's tab title. */
export function useCurrentPageTitle(): string | undefined {
  return useSyncExternalStore(subscribe, () => current);
}
