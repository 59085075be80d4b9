import { Card, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Category } from '@shop/contracts';
import { useLocalizedName } from '@shop/i18n';
import { offscreenSkipped } from '../../../lib/offscreen.ts';
import * as grid from '../../../lib/columns-grid.module.css';
import * as card from '../../../lib/product-card.module.css';
import { SkeletonBar } from '../../../lib/product-card.tsx';
import * as classes from './category-grid.module.css';

/** The catalogue's grid with the tiles' columns and gap. */
const tilesGrid = `${grid.grid} ${grid.tiles}`;

/**
 * Category tiles: a wordless picture and the name as HTML in the page's language. The name wraps (anywhere,
 * for long Khmer names) and the tile grows with it, so a label is never cut.
 */
export function CategoryGrid({
  categories,
  hrefOf,
  testId,
}: {
  categories: Category[];
  hrefOf(category: Category): string;
  testId: string;
}) {
  const nameOf = useLocalizedName();
  return (
    <div className={tilesGrid}>
      {categories.map((category) => (
        <UnstyledButton key={category.id} component={Link} to={hrefOf(category)} data-testid={testId}>
          <Card withBorder padding="xs" radius="md" h="100%" style={offscreenSkipped(140)}>
            <Card.Section>
              {category.image ? <Image src={category.image} alt="" h={90} fit="cover" /> : null}
            </Card.Section>
            <Text
              size="sm"
              fw={600}
              ta="center"
              mt="xs"
              lh={1.6}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="category-label"
            >
              {nameOf(category)}
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </div>
  );
}

/**
 * The tiles' shape while the categories load, in the same grid: plain elements drawn with the product card
 * skeleton's frame and bars (Mantine's Skeleton look and pulse), no Mantine component.
 */
export function CategoryGridSkeleton({ tiles }: { tiles: number }) {
  return (
    <div className={tilesGrid} data-testid="category-grid-skeleton">
      {Array.from({ length: tiles }, (_, tile) => (
        <div key={tile} className={`${card.card} ${card.compact}`}>
          <SkeletonBar height={90} className={card.skeletonPicture} />
          <SkeletonBar height={12} width="70%" className={classes.label} />
        </div>
      ))}
    </div>
  );
}
