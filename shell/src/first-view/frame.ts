// The frame of the first view (docs/storefront.md, "First view"): the storefront's header bar and main element, as the
// markup the API draws around a page's top before any JavaScript runs. The shell's build turns it into
// FIRST_VIEW_FRAME_FILE beside index.html (scripts/first-view-frame.mjs), with the words from the shell's compiled
// catalogues; the API puts the serving remote's page where FIRST_VIEW_PAGE stands. So a shell release that changes its
// header bar changes the first view's with it.
//
// Drawn from the layout's own components (StorefrontFrame, FrameBurger, BrandLink) by @shop/ui/first-view.ts, with
// Mantine's CSS and the frame's CSS module's own rules: e2e/tests/first-view.spec.ts compares every element of it with
// the app's. Read by Node at build time: plain TypeScript, no JSX, no macros.
import { join } from 'node:path';
import { createElement as h } from 'react';
import { MemoryRouter } from 'react-router';
import type { FirstViewFrameSource } from '@shop/contracts/first-view.ts';
import { drawFirstView, firstViewCss, moduleCss } from '@shop/ui/first-view.ts';
import { BrandLink } from '../components/brand-link.ts';
import { FrameBurger, StorefrontFrame } from '../layouts/storefront-frame.ts';

const frameModule = moduleCss(join(import.meta.dirname, '../layouts/storefront-layout.module.css'));

export const firstViewFrame: FirstViewFrameSource = {
  frame: (text, locale, page) =>
    drawFirstView(
      h(
        MemoryRouter,
        null,
        h(
          StorefrontFrame,
          {
            classes: frameModule.classes,
            // The app's burger opens its menu; this one has none to open until the app takes over.
            burger: h(FrameBurger, { 'aria-hidden': true, tabIndex: -1 }),
            brand: h(BrandLink, {
              to: `/${locale}`,
              name: text('Vehicle Parts Shop'),
              label: text('Vehicle Parts Shop, home'),
            }),
          },
          page,
        ),
      ),
    ),
  style: (markup) => firstViewCss(markup, [frameModule.css]),
};
