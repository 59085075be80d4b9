import type { ReactNode } from 'react';
import { RemotePage as SharedRemotePage, useLiveQueries } from '@shop/ui';
import { invoiceKeys } from '../features/invoices/api/keys.ts';
import { notificationKeys } from '../features/notifications/api/keys.ts';
import { orderKeys } from '../features/orders/api/keys.ts';

export const REMOTE_PACKAGE = 'mfe-account';

/** Root element of every page this remote renders (the shared RemotePage with this remote's name and build version); keeps its data live. */
export function RemotePage({ children }: { children: ReactNode }) {
  // The API notifies the shopper of every change to their orders and invoices (an order page turns Accepted and its
  // Cancel button goes, without a reload).
  useLiveQueries(orderKeys.all, invoiceKeys.all, notificationKeys.all);
  return (
    <SharedRemotePage remote={REMOTE_PACKAGE} version={process.env.REMOTE_VERSION}>
      {children}
    </SharedRemotePage>
  );
}
