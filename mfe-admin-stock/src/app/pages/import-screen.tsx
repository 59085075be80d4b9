// The import page inside this remote's page root (its own file, so the catalogue screens' file stays theirs).
import { ImportPage } from '../../features/import/components/import-page.tsx';
import { Page } from '../../lib/page.tsx';

export const ImportScreen = () => (
  <Page>
    <ImportPage />
  </Page>
);
