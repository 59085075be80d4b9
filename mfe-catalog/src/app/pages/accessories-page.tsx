import { Anchor, Breadcrumbs, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { useBrowseAccessories } from '../../features/accessories/api/browse-accessories.ts';
import { useAccessoryGroups } from '../../features/accessories/api/get-accessory-groups.ts';
import { AccessoryGroups } from '../../features/accessories/components/accessory-groups.tsx';
import { useLocalizedName } from '../../lib/localized-name.ts';
import { Pager, PAGE_SIZES } from '../../lib/pager.tsx';
import { paths, useRouteLocale } from '../../lib/paths.ts';
import { ProductCard, ProductGrid } from '../../lib/product-card.tsx';
import { RemotePage } from '../../lib/remote-page.tsx';
import { routeId } from '../route-params.ts';
import { usePageTitle } from '@shop/ui';

const PER_CATEGORY = 5;

/** `{locale}/accessories?show-summary=true`: accessories by category; `?category=` lists one category page by page. */
export function AccessoriesPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const categoryId = routeId(search.get('category') ?? undefined);
  usePageTitle(t`Accessories`);
  return <RemotePage>{categoryId === undefined ? <AllCategories /> : <OneCategory categoryId={categoryId} />}</RemotePage>;
}

function AllCategories() {
  const { t } = useLingui();
  const groups = useAccessoryGroups(PER_CATEGORY);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t`Accessories`}</Title>
          <Text c="dimmed">{t`Mats, covers, cameras, lights and care products that fit most vehicles.`}</Text>
        </Stack>
        {groups.isPending ? <Skeleton height={400} /> : null}
        {groups.isError ? <Text c="red">{t`The accessories could not be loaded.`}</Text> : null}
        {groups.data ? <AccessoryGroups groups={groups.data} /> : null}
      </Stack>
    </Container>
  );
}

function OneCategory({ categoryId }: { categoryId: number }) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const locale = useRouteLocale();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(0, Number(search.get('page') ?? 0) || 0);
  const sizeParam = Number(search.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 20;
  const list = useBrowseAccessories({ accessoryCategoryId: categoryId, page, size });
  const category = list.data?.data[0]?.category;
  const change = (nextPage: number, nextSize: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(nextPage));
    params.set('size', String(nextSize));
    setSearch(params);
  };
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={paths.accessories(locale)}>
            {t`Accessories`}
          </Anchor>
          <Text>{category ? nameOf(category) : ''}</Text>
        </Breadcrumbs>
        <Title order={1}>{category ? nameOf(category) : t`Accessories`}</Title>
        {list.isPending ? <Skeleton height={400} /> : null}
        {list.isError ? <Text c="red">{t`The accessories could not be loaded.`}</Text> : null}
        {list.data ? (
          <>
            <Pager page={page} size={size} total={list.data.pagination.totalCount} onChange={change} />
            <ProductGrid>
              {list.data.data.map((accessory) => (
                <ProductCard key={accessory.id} product={accessory} href={paths.accessory(locale, accessory.id)} />
              ))}
            </ProductGrid>
            <Pager page={page} size={size} total={list.data.pagination.totalCount} onChange={change} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
