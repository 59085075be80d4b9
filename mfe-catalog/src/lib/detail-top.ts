// The top of the part and accessory pages: the trail, the picture beside the name, the badges and the price box. The
// server draws its first view from these same components (src/first-view/template.ts renders them at build time with
// @shop/ui/first-view.ts), so the first view is this page's own markup and CSS. Plain TypeScript with createElement, no
// JSX and no macros: Node reads this file at build time through type stripping.
import { createElement as h, type ReactNode } from 'react';
import { Anchor, Badge, Breadcrumbs, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PictureSize } from '@shop/contracts/picture-sizes.ts';
import { PART_NUMBER_STYLE } from '@shop/ui/theme.ts';
import { DetailPicture } from './detail-picture.ts';

const listed = (nodes: ReactNode) => (Array.isArray(nodes) ? (nodes as ReactNode[]) : [nodes]);

export interface DetailTopProps {
  /** The way back: each step's words and address, the last one (the item's number) without one. */
  trail: { label: ReactNode; to?: string }[];
  picture: ReactNode;
  /** The page's heading (its Title). */
  heading: ReactNode;
  /** What stands under the heading, beside the picture. */
  children?: ReactNode;
  /** The page's sections below (none in the first view). */
  below?: ReactNode;
}

export function DetailTop({ trail, picture, heading, children, below }: DetailTopProps) {
  return h(
    Stack,
    { gap: 'xl' },
    h(
      Breadcrumbs,
      null,
      ...trail.map(({ label, to }) =>
        to === undefined ? h(Text<'p'>, null, label) : h(Anchor<typeof Link>, { component: Link, to }, label),
      ),
    ),
    h(
      Grid,
      { gap: 'xl' },
      h(Grid.Col, { span: { base: 12, sm: 5 } }, picture),
      h(Grid.Col, { span: { base: 12, sm: 7 } }, h(Stack, { gap: 'sm' }, heading, ...listed(children))),
    ),
    ...listed(below),
  );
}

/**
 * What the top of a part's or an accessory's page shows of the item: the record's values in the page's language (in
 * the first view, the slots the API fills).
 */
export interface DetailItem {
  name: string;
  partNumber: string;
  /** Its category's name and listing: the catalogue's for a part, the accessories' for an accessory. */
  category: { name: string; to: string };
  image: string | null;
  imageSizes: readonly PictureSize[] | string;
}

export interface ItemDetailTopProps {
  item: DetailItem;
  /** The trail's first step: Home above a part, Accessories above an accessory. */
  first: { label: ReactNode; to: string };
  /**
   * The first view's picture: DetailPicture drawn once for each case of its slots (with or without sizes, a stored
   * size). The page draws the item's own.
   */
  picture?: ReactNode;
  /** Tests find the heading by it (`part-name`, `accessory-name`); the first view has none (it would match twice). */
  nameMark?: string;
  /** The item's stores: the section's heading and the table (the first view draws no section). */
  stores?: { heading: ReactNode; table: ReactNode };
  children?: ReactNode;
  /** The page's other sections, below the stores. */
  below?: ReactNode;
}

/**
 * The top of a part's and an accessory's page, and of their first view: the trail down to the item's number, its
 * picture beside its name, then its stores.
 */
export function ItemDetailTop({ item, first, picture, nameMark, stores, children, below }: ItemDetailTopProps) {
  return h(
    DetailTop,
    {
      trail: [first, { label: item.category.name, to: item.category.to }, { label: item.partNumber }],
      picture: picture ?? h(DetailPicture, { src: item.image, sizes: item.imageSizes, alt: item.name }),
      heading: h(Title, { order: 1, ...(nameMark ? { 'data-testid': nameMark } : {}) }, item.name),
      below: [stores ? h(DetailSection, { heading: stores.heading }, stores.table) : null, ...listed(below)],
    },
    ...listed(children),
  );
}

/** A section of an item's page below its top: its heading, then what it shows. */
export function DetailSection({ heading, children }: { heading: ReactNode; children?: ReactNode }) {
  return h(
    Stack,
    { gap: 'sm', component: 'section' },
    h(Title, { order: 2, size: 'h3' }, heading),
    ...listed(children),
  );
}

/** Tests find an item's number by it (the product cards mark theirs the same way). */
const PART_NUMBER_MARK = { 'data-testid': 'part-number' };

/** The item's badges: its number first (the first view draws it alone), then the page's others. */
export function DetailBadges({ partNumber, children }: { partNumber: ReactNode; children?: ReactNode }) {
  return h(
    Group,
    { gap: 'xs' },
    h(Badge<'div'>, { variant: 'outline', size: 'lg', style: PART_NUMBER_STYLE, ...PART_NUMBER_MARK }, partNumber),
    ...listed(children),
  );
}

/** The price box: the price, the availability, the buttons, one under the other. */
export function OfferBox({ children }: { children: ReactNode }) {
  return h(Paper<'div'>, { withBorder: true, p: 'md', radius: 'md' }, h(Stack, { gap: 'xs' }, ...listed(children)));
}

/**
 * The price box's rows as the first view leaves them: empty room, each row as tall as the page's (the price's line is
 * the `xl` text size, price.tsx; the availability's the `sm` text beside its tag; the buttons' the `sm` button,
 * checkout-widgets.tsx). The server draws no price: a dealer's is not the one its HTML could carry (docs/storefront.md,
 * "Dealer prices"). Unseen, so nothing of it is read or pressed.
 */
export function OfferRoom() {
  const hidden = { visibility: 'hidden' } as const;
  return h(
    OfferBox,
    null,
    h(Text<'p'>, { size: 'xl', style: hidden }, '\u00a0'),
    h(Text<'p'>, { size: 'sm', style: hidden }, '\u00a0'),
    h(Button<'span'>, { component: 'span', size: 'sm', style: hidden, 'aria-hidden': true }),
  );
}
