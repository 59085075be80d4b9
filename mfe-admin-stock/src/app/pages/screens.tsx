// The kit-built screens, each inside this remote's page root.
import { MyStorePage } from '../../features/my-store/components/my-store-page.tsx';
import { StockHistoryPage } from '../../features/stock/components/stock-history-page.tsx';
import { StockPage } from '../../features/stock/components/stock-page.tsx';
import { StoresPage } from '../../features/stores/components/stores-page.tsx';
import { SuppliersPage } from '../../features/suppliers/components/suppliers-page.tsx';
import { UnitTypesPage } from '../../features/unit-types/components/unit-types-page.tsx';
import { YearsPage } from '../../features/years/components/years-page.tsx';
import { Page } from '../../lib/page.tsx';

export const UnitTypesScreen = () => (
  <Page>
    <UnitTypesPage />
  </Page>
);
export const YearsScreen = () => (
  <Page>
    <YearsPage />
  </Page>
);
export const MyStoreScreen = () => (
  <Page>
    <MyStorePage />
  </Page>
);
export const StockScreen = () => (
  <Page>
    <StockPage />
  </Page>
);
export const StockHistoryScreen = () => (
  <Page>
    <StockHistoryPage />
  </Page>
);
export const SuppliersScreen = () => (
  <Page>
    <SuppliersPage />
  </Page>
);
export const StoresScreen = () => (
  <Page>
    <StoresPage />
  </Page>
);
