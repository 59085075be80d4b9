// Mantine's base styles; each component's own come with its code (shared/federation/build/mantine-styles.mjs).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './fonts.css';
import './shop.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';
import { ToastOutlet } from './toasts.tsx';

/** Mantine with the shop's theme and the toast outlet. The shell and every standalone remote use it. */
export function ShopProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ToastOutlet />
      {children}
    </MantineProvider>
  );
}
