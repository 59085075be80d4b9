// The catalogue desk's screens (issue 12), each inside this remote's page root.
import { AccessoriesPage } from '../../features/accessories/components/accessories-page.tsx';
import { BrandsPage } from '../../features/brands/components/brands-page.tsx';
import { UncarriedBrandsPage } from '../../features/brands/components/uncarried-brands-page.tsx';
import { CataloguePage } from '../../features/catalogue-hub/components/catalogue-page.tsx';
import { AccessoryCategoriesPage, CategoriesPage } from '../../features/categories/components/categories-page.tsx';
import { ItemsPage } from '../../features/items/components/items-page.tsx';
import { MakersPage } from '../../features/makers/components/makers-page.tsx';
import { ModelsPage } from '../../features/models/components/models-page.tsx';
import { PartPage } from '../../features/parts/components/part-page.tsx';
import { PartsPage } from '../../features/parts/components/parts-page.tsx';
import { Page } from '../../lib/page.tsx';

export const CatalogueScreen = () => (
  <Page>
    <CataloguePage />
  </Page>
);
export const BrandsScreen = () => (
  <Page>
    <BrandsPage />
  </Page>
);
export const UncarriedBrandsScreen = () => (
  <Page>
    <UncarriedBrandsPage />
  </Page>
);
export const ModelsScreen = () => (
  <Page>
    <ModelsPage />
  </Page>
);
export const CategoriesScreen = () => (
  <Page>
    <CategoriesPage />
  </Page>
);
export const AccessoryCategoriesScreen = () => (
  <Page>
    <AccessoryCategoriesPage />
  </Page>
);
export const MakersScreen = () => (
  <Page>
    <MakersPage />
  </Page>
);
export const PartsScreen = () => (
  <Page>
    <PartsPage />
  </Page>
);
export const PartScreen = () => (
  <Page>
    <PartPage />
  </Page>
);
export const AccessoriesScreen = () => (
  <Page>
    <AccessoriesPage />
  </Page>
);
export const ItemsScreen = () => (
  <Page>
    <ItemsPage />
  </Page>
);
