// The shop's name and icon, linking home: in the header bars (site-brand.tsx gives it the words) and, drawn by the
// same component, in the first view (src/first-view/frame.ts). Plain TypeScript with createElement, no JSX and no
// macros: Node reads this file at build time through type stripping.
import { createElement as h } from 'react';
import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

export interface BrandLinkProps {
  to: string;
  /** The shop's name, beside the icon from the `xs` breakpoint. */
  name: string;
  /** The link's name for a screen reader: the shop's name and where it goes. */
  label: string;
}

export function BrandLink({ to, name, label }: BrandLinkProps) {
  return h(
    UnstyledButton<typeof Link>,
    { component: Link, to, 'aria-label': label },
    h(
      Group,
      { gap: 'xs', wrap: 'nowrap' },
      h(Image<'img'>, { src: '/icon-192.png', alt: '', w: 32, h: 32 }),
      h(Text<'p'>, { fw: 700, size: 'lg', visibleFrom: 'xs' }, name),
    ),
  );
}
