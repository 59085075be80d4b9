// Root of every back-office page a remote renders: the RemotePage marker plus the providers the kit's
// parts need (confirmations, date inputs). Kept here, not in the shell, so the storefront never loads them.
import 'mantine-datatable/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import './print.css';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { linguiLocaleOrDefault } from '@shop/i18n';
import { RemotePage } from '@shop/ui';

export interface AdminPageProps {
  remote: string;
  version: string | undefined;
  children: ReactNode;
}

export function AdminPage({ remote, version, children }: AdminPageProps) {
  const { i18n } = useLingui();
  return (
    <RemotePage remote={remote} version={version}>
      <DatesProvider settings={{ locale: linguiLocaleOrDefault(i18n.locale), firstDayOfWeek: 1 }}>
        <ModalsProvider>{children}</ModalsProvider>
      </DatesProvider>
    </RemotePage>
  );
}
