// The top of the catalogue's plain pages (home, accessories, the vehicle filter without a vehicle): the heading and
// its lead. The server draws the same component into the HTML before any JavaScript runs (src/first-view/template.ts
// renders it at build time with @shop/ui/first-view.ts), so the first view is this page's own markup and CSS. Plain
// TypeScript with createElement, no JSX and no macros: Node reads this file at build time through type stripping.
import { createElement as h, type ReactNode } from 'react';
import { Stack, Text, Title, type MantineSpacing } from '@mantine/core';

export interface PageIntroProps {
  heading: ReactNode;
  lead?: ReactNode;
  /** The room between them: 4 px under a page's own heading, `md` where the lead is the page's instructions. */
  gap?: MantineSpacing | number;
}

export function PageIntro({ heading, lead, gap = 4 }: PageIntroProps) {
  return h(Stack, { gap }, h(Title, { order: 1 }, heading), lead ? h(Text<'p'>, { c: 'dimmed' }, lead) : null);
}
