import { Card, Image, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Category } from '@shop/contracts';
import { useLocalizedName } from '../../../lib/localized-name.ts';
import { offscreenSkipped } from '../../../lib/offscreen.ts';

const gridProps = { cols: { base: 2, xs: 3, sm: 4, md: 6 }, spacing: 'sm' } as const;

/**
 * Category tiles: a wordless picture and the name as HTML in the page's language. The name wraps (anywhere,
 * for long Khmer names) and the tile grows with it, so a label is never cut.
 */
export function CategoryGrid({ categories, hrefOf, testId }: { categories: Category[]; hrefOf(category: Category): string; testId: string }) {
  const nameOf = useLocalizedName();
  return (
    <SimpleGrid {...gridProps}>
      {categories.map((category) => (
        <UnstyledButton key={category.id} component={Link} to={hrefOf(category)} data-testid={testId}>
          <Card withBorder padding="xs" radius="md" h="100%" style={offscreenSkipped(140)}>
            <Card.Section>{category.image ? <Image src={category.image} alt="" h={90} fit="cover" /> : null}</Card.Section>
            <Text size="sm" fw={600} ta="center" mt="xs" lh={1.6} style={{ overflowWrap: 'anywhere' }} data-testid="category-label">
              {nameOf(category)}
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** The tiles' shape while the categories load. */
export function CategoryGridSkeleton({ tiles }: { tiles: number }) {
  return (
    <SimpleGrid {...gridProps} data-testid="category-grid-skeleton">
      {Array.from({ length: tiles }, (_, tile) => (
        <Card key={tile} withBorder padding="xs" radius="md">
          <Card.Section>
            <Skeleton height={90} radius={0} />
          </Card.Section>
          <Skeleton height={12} width="70%" mx="auto" mt="sm" mb={6} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
