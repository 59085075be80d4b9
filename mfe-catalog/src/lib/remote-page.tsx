import type { ReactNode } from 'react';
import { BackToTop } from '@shop/ui';

export const REMOTE_PACKAGE = 'mfe-catalog';

/**
 * Root element of every page this remote renders. `data-remote` and `data-version` tell which remote
 * build is on screen (the release tests read them). Every catalogue page is long, so each has the
 * back-to-top button (after 400 px, 450 ms).
 */
export function RemotePage({ children }: { children: ReactNode }) {
  return (
    <div data-remote={REMOTE_PACKAGE} data-version={process.env.REMOTE_VERSION}>
      {children}
      <BackToTop />
    </div>
  );
}
