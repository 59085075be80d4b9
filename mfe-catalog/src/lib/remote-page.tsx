import type { ReactNode } from 'react';
import { BackToTop, RemotePage as SharedRemotePage } from '@shop/ui';

export const REMOTE_PACKAGE = 'mfe-catalog';

/**
 * Root element of every page this remote renders (the shared RemotePage with this remote's name and build
 * version). Every catalogue page is long, so each has the back-to-top button (after 400 px, 450 ms).
 */
export function RemotePage({ children }: { children: ReactNode }) {
  return (
    <SharedRemotePage remote={REMOTE_PACKAGE} version={process.env.REMOTE_VERSION}>
      {children}
      <BackToTop />
    </SharedRemotePage>
  );
}
