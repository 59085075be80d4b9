import { Group, Image, Stack, Text, Title } from '@mantine/core';
import type { CategoryWithCount, PartSummary } from '@shop/contracts';
import { useLocalizedName } from '../../../lib/localized-name.ts';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import { ProductCard, ProductGrid } from '../../../lib/product-card.tsx';

/** The parts of a vehicle grouped by category (they arrive in category order), each group with its count. */
export function PartGroups({ parts, categories }: { parts: PartSummary[]; categories: CategoryWithCount[] }) {
  const nameOf = useLocalizedName();
  const locale = useRouteLocale();
  const groups: { category: PartSummary['category']; parts: PartSummary[] }[] = [];
  for (const part of parts) {
    const last = groups.at(-1);
    if (last && last.category.id === part.category.id) last.parts.push(part);
    else groups.push({ category: part.category, parts: [part] });
  }
  return (
    <Stack gap="xl">
      {groups.map((group) => {
        const counted = categories.find((c) => c.id === group.category.id);
        return (
          <Stack key={group.category.id} gap="sm" component="section" data-testid="part-group" data-category-id={group.category.id}>
            <Group gap="sm" wrap="nowrap">
              {counted?.image ? <Image src={counted.image} alt="" w={40} h={30} radius="sm" /> : null}
              <Title order={2} size="h3">
                {nameOf(group.category)}
              </Title>
              {counted ? (
                <Text c="dimmed" data-testid="part-group-count">
                  ({counted.count})
                </Text>
              ) : null}
            </Group>
            <ProductGrid>
              {group.parts.map((part) => (
                <ProductCard key={part.id} product={part} href={paths.part(locale, part.id)} />
              ))}
            </ProductGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
