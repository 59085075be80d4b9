import { lazy } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { queryClient } from '@shop/client';
import { accessoryCategoriesQueryOptions } from '../../features/categories/api/get-accessory-categories.ts';
import { categoriesQueryOptions } from '../../features/categories/api/get-categories.ts';
import { ALL_BRANDS, brandsQueryOptions, useSuspenseBrands } from '../../features/brands/api/get-brands.ts';
import { BrandGrid } from '../../features/brands/components/brand-grid.tsx';
import { FEATURED_SIZE, featuredPartsQueryOptions } from '../../features/parts/api/get-featured-parts.ts';
import { platformReviewsQueryOptions } from '../../features/reviews/api/get-platform-reviews.ts';
import { yearsQueryOptions } from '../../features/vehicles/api/get-years.ts';
import { VehicleSelector } from '../../features/vehicles/components/vehicle-selector.tsx';
import { PageIntro } from '../../lib/page-intro.ts';
import { DrawnWhenNear, type HeldHeight } from '../../lib/drawn-when-near.tsx';
import { RemotePage } from '../../lib/remote-page.tsx';

// The sections below the first screen come with their code when the visitor nears them (DrawnWhenNear): a first page
// does not download the product cards with their checkout buttons, the category tiles and the reviews nobody has
// scrolled to yet (about 4 KB brotli of /en).
const FeaturedParts = lazy(() =>
  import('../../features/parts/components/part-rail.tsx').then((module) => ({ default: module.FeaturedParts })),
);
const CategorySection = lazy(() =>
  import('../../features/categories/components/category-sections.tsx').then((module) => ({
    default: module.CategorySection,
  })),
);
const AccessoriesTeaser = lazy(() =>
  import('../../features/categories/components/category-sections.tsx').then((module) => ({
    default: module.AccessoriesTeaser,
  })),
);
const PlatformReviews = lazy(() =>
  import('../../features/reviews/components/platform-reviews.tsx').then((module) => ({
    default: module.PlatformReviews,
  })),
);

/** About the height of a section, per breakpoint (its columns change), held until it is drawn. */
const RAIL_HEIGHT: HeldHeight = { base: 2000, xs: 1250, sm: 850, xl: 440 };
const TILES_HEIGHT: HeldHeight = { base: 900, sm: 420 };
const REVIEWS_HEIGHT: HeldHeight = { base: 1300, sm: 700, md: 420 };

export async function homeLoader() {
  // The sections below the first screen are drawn when the visitor nears them (DrawnWhenNear), but their answers are
  // asked for now, beside the page's own, so they are ready by then. Not awaited: the page does not wait for them.
  for (const list of ['popular', 'best-sellers'] as const)
    void queryClient.prefetchQuery(featuredPartsQueryOptions(list, FEATURED_SIZE));
  void queryClient.prefetchQuery(platformReviewsQueryOptions());
  void queryClient.prefetchQuery(categoriesQueryOptions());
  void queryClient.prefetchQuery(accessoryCategoriesQueryOptions());
  await Promise.all([
    queryClient.ensureQueryData(brandsQueryOptions(ALL_BRANDS)),
    queryClient.ensureQueryData(yearsQueryOptions()),
  ]);
  return null;
}

/** The shop's front page: vehicle selector, brands, popular parts, best sellers, categories, accessories, reviews. */
export function HomePage() {
  const { t } = useLingui();
  const { data } = useSuspenseBrands(ALL_BRANDS);
  return (
    <RemotePage>
      <Container size="xl" py="xl">
        <Stack gap={40}>
          <Stack gap="md">
            <PageIntro heading={t`Shop parts by brand`} lead={t`Choose your vehicle's brand to find parts that fit.`} />
            <VehicleSelector brands={data.data} />
          </Stack>
          <Stack gap="sm" component="section">
            <Title order={2} size="h3">
              {t`Shop by brand`}
            </Title>
            <BrandGrid brands={data.data} />
          </Stack>
          <DrawnWhenNear name="popular" height={RAIL_HEIGHT}>
            <FeaturedParts list="popular" title={t`Popular parts`} />
          </DrawnWhenNear>
          <DrawnWhenNear name="best-sellers" height={RAIL_HEIGHT}>
            <FeaturedParts list="best-sellers" title={t`Best sellers`} />
          </DrawnWhenNear>
          <DrawnWhenNear name="categories" height={TILES_HEIGHT}>
            <CategorySection />
          </DrawnWhenNear>
          <DrawnWhenNear name="accessories" height={TILES_HEIGHT}>
            <AccessoriesTeaser />
          </DrawnWhenNear>
          <DrawnWhenNear name="reviews" height={REVIEWS_HEIGHT}>
            <PlatformReviews />
          </DrawnWhenNear>
        </Stack>
      </Container>
    </RemotePage>
  );
}
