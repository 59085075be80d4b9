import { useState } from 'react';
import { Loader, NavLink as MantineNavLink, ScrollArea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Category } from '@shop/contracts';
import { getPage } from '@shop/client';
import { useRouteLocale } from '@shop/federation';
import { useLocalizedName } from '@shop/i18n';

/**
 * The mobile menu's "Categories": folded until opened, then the part categories (fetched only then) and
 * "Accessories", each a link to its page. The catalogue's addresses (`/category/:id`, `/accessories`) are the
 * contract with it; the query key is the catalogue's own, so both share one cached answer.
 */
export function MenuCategories({ onNavigate }: { onNavigate(): void }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const [opened, setOpened] = useState(false);
  const categories = useQuery({
    queryKey: ['category', 'list'],
    queryFn: () => getPage<Category>('/api/frontend/category', { page: 0, size: 100 }),
    staleTime: 5 * 60_000,
    enabled: opened,
  });
  const nameOf = useLocalizedName();
  return (
    <MantineNavLink
      label={t`Categories`}
      opened={opened}
      onChange={setOpened}
      px={0}
      fw={500}
      data-testid="menu-categories"
      childrenOffset="sm"
    >
      <ScrollArea.Autosize mah={320} type="auto">
        {categories.isPending && opened ? <Loader size="xs" m="xs" aria-label={t`Loading…`} /> : null}
        {categories.data?.data.map((category) => (
          <MantineNavLink
            key={category.id}
            component={Link}
            to={`/${locale}/category/${category.id}`}
            label={nameOf(category)}
            onClick={onNavigate}
          />
        ))}
        <MantineNavLink
          component={Link}
          to={`/${locale}/accessories?show-summary=true`}
          label={t`Accessories`}
          onClick={onNavigate}
        />
      </ScrollArea.Autosize>
    </MantineNavLink>
  );
}
