import { useState } from 'react';
import { Loader, NavLink as MantineNavLink, ScrollArea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useRouteLocale } from '@shop/federation';
import { useLocalizedName } from '@shop/i18n';
import { useCategories } from '../api/get-categories.ts';

/**
 * The mobile menu's "Categories": folded until opened, then the part categories (fetched only then) and
 * "Accessories", each a link to its page. The catalogue's addresses (`/category/:id`, `/accessories`) are the
 * contract with it; the categories' query key comes from the same factory as the catalogue's, so both share one
 * cached answer.
 */
export function MenuCategories({ onNavigate }: { onNavigate(): void }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const [opened, setOpened] = useState(false);
  const categories = useCategories(opened);
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
