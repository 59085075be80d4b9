// The top of the catalogue's listings by brand and by category: the trail home, then the heading, then the page's
// own sections. The server draws the first two into the HTML before any JavaScript runs from this same component
// (src/first-view/template.ts renders it at build time with @shop/ui/first-view.ts), so the first view is this page's
// own markup and CSS. Plain TypeScript with createElement, no JSX and no macros: Node reads this file at build time
// through type stripping.
import { createElement as h, type ReactNode } from 'react';
import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface ListingTopProps {
  /** The way back to the front page: its words and address. */
  home: { label: ReactNode; to: string };
  /** The brand or category listed, last in the trail (empty while it loads). */
  current: ReactNode;
  /** The page's heading, or what stands in for it while the record loads. */
  heading: ReactNode;
  /** The page's sections below (none in the first view). */
  children?: ReactNode;
}

export function ListingTop({ home, current, heading, children }: ListingTopProps) {
  const below = Array.isArray(children) ? (children as ReactNode[]) : [children];
  return h(
    Stack,
    { gap: 'lg' },
    h(
      Breadcrumbs,
      null,
      h(Anchor<typeof Link>, { component: Link, to: home.to }, home.label),
      h(Text<'p'>, null, current),
    ),
    heading,
    ...below,
  );
}
