import type { ReactNode } from 'react';

export const REMOTE_PACKAGE = 'mfe-admin-orders';

/**
 * Root element of every page this remote renders. `data-remote` and `data-version` tell which remote
 * build is on screen (the release tests read them).
 */
export function RemotePage({ children }: { children: ReactNode }) {
  return (
    <div data-remote={REMOTE_PACKAGE} data-version={process.env.REMOTE_VERSION}>
      {children}
    </div>
  );
}
