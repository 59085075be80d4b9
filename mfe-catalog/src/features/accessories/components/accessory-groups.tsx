import { Anchor, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AccessoryGroup } from '@shop/contracts';
import { useLocalizedName } from '../../../lib/localized-name.ts';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import { ProductCard, ProductGrid } from '../../../lib/product-card.tsx';

/** Accessories by category: each category with its count, its first accessories and a link to all of them. */
export function AccessoryGroups({ groups }: { groups: AccessoryGroup[] }) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const locale = useRouteLocale();
  return (
    <Stack gap="xl">
      {groups.map(({ category, accessories }) => (
        <Stack key={category.id} gap="sm" component="section" data-testid="accessory-group" data-category-id={category.id}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              {category.image ? <Image src={category.image} alt="" w={40} h={30} radius="sm" /> : null}
              <Title order={2} size="h3">
                {nameOf(category)}
              </Title>
              <Text c="dimmed">({category.count})</Text>
            </Group>
            <Anchor component={Link} to={paths.accessories(locale, category.id)} size="sm">
              {t`See all`}
            </Anchor>
          </Group>
          <ProductGrid>
            {accessories.map((accessory) => (
              <ProductCard key={accessory.id} product={accessory} href={paths.accessory(locale, accessory.id)} />
            ))}
          </ProductGrid>
        </Stack>
      ))}
    </Stack>
  );
}
