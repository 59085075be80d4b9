import type { ReactNode } from 'react';
import { RemotePage as SharedRemotePage } from '@shop/ui';
import { useLiveShopperData } from './live-refresh.ts';

export const REMOTE_PACKAGE = 'mfe-account';

/** Root element of every page this remote renders (the shared RemotePage with this remote's name and build version); keeps its data live. */
export function RemotePage({ children }: { children: ReactNode }) {
  useLiveShopperData();
  return (
    <SharedRemotePage remote={REMOTE_PACKAGE} version={process.env.REMOTE_VERSION}>
      {children}
    </SharedRemotePage>
  );
}
