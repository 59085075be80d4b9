// The cards of every list (home, vehicle filter, categories, brands, accessories, search, a part's rails) and their
// grey stand-ins. They are plain elements styled by product-card.module.css, not Mantine components: a card is
// repeated 20-40 times a page, and each Mantine component costs a render of its style machinery (Box, useProps,
// class names, style props, prop filtering). A card of twenty of them made the long tasks that draw the home page's
// lists (docs/storefront.md, "Main-thread work at start"). Mantine stays where it brings behaviour: the checkout
// widgets' buttons and the skeleton's hidden "Loading…".
import type { CSSProperties, ReactNode, SyntheticEvent } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AccessorySummary, PartSummary } from '@shop/contracts';
import { positionLabels } from '@shop/ui';
import { AvailabilityBadge } from './availability.tsx';
import { AddToCart, Favorite } from './checkout-widgets.tsx';
import * as grid from './columns-grid.module.css';
import { useLocalizedName } from '@shop/i18n';
import { offscreenSkipped } from './offscreen.ts';
import { Price } from './price.tsx';
import * as classes from './product-card.module.css';
import { Tag } from './tag.tsx';
import { VehicleFit } from './vehicle-fit.tsx';

export type Product = PartSummary | AccessorySummary;

/** About the height of a card on a phone, in pixels (its picture, two lines of name, details, price and buttons). */
const PRODUCT_CARD_HEIGHT = 380;

/** An empty picture: a product without one, or whose picture fails, keeps the grey 130 px box. */
const NO_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

const showNoPicture = (event: SyntheticEvent<HTMLImageElement>) => {
  if (event.currentTarget.src !== NO_PICTURE) event.currentTarget.src = NO_PICTURE;
};

const isPart = (product: Product): product is PartSummary => 'position' in product;

/** A part or accessory in a list: picture, names, part number, maker, fit, price in both currencies, stock, buttons. */
export function ProductCard({ product, href }: { product: Product; href: string }) {
  const { t, i18n } = useLingui();
  const nameOf = useLocalizedName();
  const position = isPart(product) ? (product.fit?.position ?? product.position) : null;
  return (
    <article
      className={classes.card}
      data-testid="product-card"
      data-product-id={product.id}
      style={offscreenSkipped(PRODUCT_CARD_HEIGHT)}
    >
      <img className={classes.picture} src={product.image ?? NO_PICTURE} alt="" onError={showNoPicture} />
      <div className={classes.body}>
        {/* mantine-focus-auto: Mantine's global focus ring for keyboard users, as on its Anchor. */}
        <Link className={`${classes.name} mantine-focus-auto`} to={href}>
          {nameOf(product)}
        </Link>
        <p className={`${classes.small} ${classes.partNumber}`} data-testid="part-number">
          {product.partNumber}
        </p>
        <div className={classes.row}>
          <p className={classes.small}>{nameOf(product.maker)}</p>
          {position && position !== 'Main' ? (
            <Tag size="xs" variant="outline" color="gray">
              {i18n._(positionLabels[position])}
            </Tag>
          ) : null}
          {'bestSeller' in product && product.bestSeller ? (
            <Tag size="xs" color="yellow">
              {t`Best seller`}
            </Tag>
          ) : null}
        </div>
        {isPart(product) ? <VehicleFit part={product} size="xs" /> : null}
        {isPart(product) && product.fit?.note ? (
          <p className={`${classes.small} ${classes.note}`}>{product.fit.note}</p>
        ) : null}
        <Price usd={product.price} khr={product.priceKhr} kind={product.priceKind} />
        <div className={classes.stockRow}>
          <AvailabilityBadge availability={product.availability} quantity={product.quantity} />
          <Favorite itemId={product.itemId} />
        </div>
        <AddToCart
          stockId={product.stockId}
          itemId={product.itemId}
          name={nameOf(product)}
          disabled={product.availability === 'OUT_OF_STOCK'}
        />
      </div>
    </article>
  );
}

const cardsGrid = `${grid.grid} ${grid.cards}`;
const denseCardsGrid = `${grid.grid} ${grid.denseCards}`;

/**
 * Cards in columns by the theme's breakpoints: 1 on phones, 2 from xs (480), 3 from sm (768), 4 from md (1024), 5 from
 * xl (1440). `dense` (the listing pages) has 2 on phones too, with narrower gaps: a phone sees twice the parts. The
 * catalogue's one CSS grid (columns-grid.module.css), where SimpleGrid added a <style> element per grid.
 */
export function ProductGrid({ children, dense = false }: { children: ReactNode; dense?: boolean }) {
  return <div className={dense ? denseCardsGrid : cardsGrid}>{children}</div>;
}

/**
 * A grey bar of a skeleton, pulsing as Mantine's Skeleton: `width` a CSS length (100% when left out). The category
 * tiles' skeleton is drawn with it too.
 */
export function SkeletonBar({ height, width, className }: { height: number; width?: string; className?: string }) {
  const style = { '--bar-height': `${height}px`, '--bar-width': width } as CSSProperties;
  return <div className={className ? `${classes.bar} ${className}` : classes.bar} style={style} />;
}

/** A product card's shape while the list loads: picture, name, number, maker, price, stock, button. */
export function ProductCardSkeleton() {
  return (
    <div className={classes.card} data-testid="product-card-skeleton">
      <SkeletonBar height={130} className={classes.skeletonPicture} />
      <div className={`${classes.body} ${classes.skeletonBody}`}>
        <SkeletonBar height={14} width="90%" />
        <SkeletonBar height={10} width="45%" />
        <SkeletonBar height={10} width="60%" />
        <SkeletonBar height={18} width="50%" />
        <div className={classes.skeletonRow}>
          <SkeletonBar height={18} width="80px" />
          <SkeletonBar height={24} width="24px" className={classes.round} />
        </div>
        <SkeletonBar height={36} />
      </div>
    </div>
  );
}

/**
 * While a list loads: grey cards of the card's shape in the same grid, so the page keeps its layout when the
 * parts arrive. Says "Loading" to screen readers once.
 */
export function ProductGridSkeleton({ cards = 8, dense = false }: { cards?: number; dense?: boolean }) {
  const { t } = useLingui();
  return (
    <div role="status" data-testid="product-grid-skeleton">
      <VisuallyHidden>{t`Loading…`}</VisuallyHidden>
      <div aria-hidden>
        <ProductGrid dense={dense}>
          {Array.from({ length: cards }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </ProductGrid>
      </div>
    </div>
  );
}
