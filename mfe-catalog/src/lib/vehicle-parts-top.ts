// The top of a vehicle's parts (the vehicle filter with a vehicle): the heading with the count of parts shown under it,
// and the button that changes the vehicle beside them. The server draws the heading into the HTML before any
// JavaScript runs from this same component (src/first-view/template.ts renders it at build time with
// @shop/ui/first-view.ts), so the first view is this page's own markup and CSS. Plain TypeScript with createElement, no
// JSX and no macros: Node reads this file at build time through type stripping.
import { createElement as h, type ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';

export interface VehiclePartsTopProps {
  /** The page's heading (its Title), or what stands in for it while the vehicle loads. */
  heading: ReactNode;
  /** The count of parts shown (none in the first view). */
  range?: ReactNode;
  /** Beside them, at their foot (none in the first view). */
  action?: ReactNode;
}

export function VehiclePartsTop({ heading, range, action }: VehiclePartsTopProps) {
  return h(
    Group,
    { justify: 'space-between', align: 'flex-end', wrap: 'wrap' },
    h(Stack, { gap: 4 }, heading, range),
    action,
  );
}
