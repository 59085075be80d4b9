import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './fonts.css';
import './shop.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cssVariablesResolver, theme } from './theme.ts';

/** Product spec §9: toasts last 1.5 s, centred, 65 px from the top. */
export const TOAST_AUTO_CLOSE_MS = 1500;
export const TOAST_TOP_PX = 65; // also in shop.css

/** Mantine with the shop's theme and the toast outlet. The shell and every standalone remote use it. */
export function ShopProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} classNames={{ root: 'shop-toasts' }} />
      {children}
    </MantineProvider>
  );
}
