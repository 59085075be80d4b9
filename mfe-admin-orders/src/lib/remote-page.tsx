import type { ReactNode } from 'react';
import { RemotePage as SharedRemotePage } from '@shop/ui';

import { REMOTE_PACKAGE } from './page.tsx';

/** Root element of every page this remote renders (the shared RemotePage with this remote's name and build version). */
export function RemotePage({ children }: { children: ReactNode }) {
  return (
    <SharedRemotePage remote={REMOTE_PACKAGE} version={process.env.REMOTE_VERSION}>
      {children}
    </SharedRemotePage>
  );
}
