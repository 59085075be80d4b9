import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@shop/client';
import { i18n } from '@shop/i18n';
import { ShopProviders } from '@shop/ui';

/** Everything a page of the shop renders inside: i18n, Mantine + toasts, the query cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ShopProviders>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ShopProviders>
    </I18nProvider>
  );
}
