// The dashboard in a chunk of its own: the charts (recharts) load only when it opens.
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { Page } from '../../lib/page.tsx';

export const DashboardScreen = () => (
  <Page>
    <DashboardPage />
  </Page>
);
