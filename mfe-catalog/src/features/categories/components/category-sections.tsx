import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useDrawnQuery } from '../../../lib/drawn-query.ts';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import { useAccessoryCategories } from '../api/get-accessory-categories.ts';
import { useCategories } from '../api/get-categories.ts';
import { CategoryGrid, CategoryGridSkeleton } from './category-grid.tsx';

// Each home-page section reads its own query, not the page: an answer arriving then re-renders its section only. Read
// by the page, each of the two answers re-rendered the whole page twice (its arrival, then the deferred drawing), the
// vehicle selector and the brand tiles included, four times in all while a phone's main thread is busiest.

/** The home page's part categories, as tiles. */
export function CategorySection() {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const categories = useDrawnQuery(useCategories());
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h3">
        {t`Shop by category`}
      </Title>
      {categories.data ? (
        <CategoryGrid
          categories={categories.data.data}
          hrefOf={(c) => paths.category(locale, c.id)}
          testId="category-card"
        />
      ) : categories.isPending ? (
        <CategoryGridSkeleton tiles={12} />
      ) : null}
    </Stack>
  );
}

/** The home page's teaser of the accessories: the first six of their categories, and a link to all. */
export function AccessoriesTeaser() {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const accessoryCategories = useDrawnQuery(useAccessoryCategories());
  return (
    <Stack gap="sm" component="section" data-testid="accessories-teaser">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t`Accessories`}
        </Title>
        <Anchor component={Link} to={paths.accessories(locale)}>
          {t`All accessories`}
        </Anchor>
      </Group>
      <Text c="dimmed">{t`Mats, covers, cameras, lights and care products that fit most vehicles.`}</Text>
      {accessoryCategories.data ? (
        <CategoryGrid
          categories={accessoryCategories.data.data.slice(0, 6)}
          hrefOf={(c) => paths.accessories(locale, c.id)}
          testId="accessory-category-card"
        />
      ) : accessoryCategories.isPending ? (
        <CategoryGridSkeleton tiles={6} />
      ) : null}
    </Stack>
  );
}
