import type { ReactNode } from 'react';
import { AdminPage } from '@shop/admin';

export const REMOTE_PACKAGE = 'mfe-admin-orders';

/** Root of every kit-built page of this remote (the kit's providers; `data-remote`/`data-version` for the release tests). */
export function Page({ children }: { children: ReactNode }) {
  return (
    <AdminPage remote={REMOTE_PACKAGE} version={process.env.REMOTE_VERSION}>
      {children}
    </AdminPage>
  );
}
