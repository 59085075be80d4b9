// The first view of the catalogue's pages: the top of each page (heading, lead, breadcrumbs, picture, a part's
// description) as markup the API can draw into the HTML before any JavaScript runs, so the heading (these pages'
// largest paint) does not wait on React, Mantine and this remote. The build turns it into `first-view.json` beside
// mf-manifest.json (package.json `shop.firstView`), with the words from this package's compiled catalogues; the API
// fills the live release's file with the record's values (`{{slot}}`, escaped; @shop/contracts/first-view.ts lists
// the slots). So a release that changes a page's top changes this file with it, and nothing else is rebuilt.
//
// Every page is drawn from the page's own components (PageIntro, ListingTop, VehiclePartsTop, ItemDetailTop), rendered by
// @shop/ui/first-view.ts with Mantine's own CSS: the first view cannot drift from the page, and
// e2e/tests/first-view.spec.ts compares every element of it with the app's. Read by Node at build time: plain
// TypeScript, no JSX, no macros.
import { createElement as h, Fragment, type ReactNode } from 'react';
import { Container, Text, Title } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import type { FirstViewSource, FirstViewWord } from '@shop/contracts/first-view.ts';
import { drawFirstView, firstViewCss } from '@shop/ui/first-view.ts';
import { DetailPicture } from '../lib/detail-picture.ts';
import { DetailBadges, ItemDetailTop, OfferRoom } from '../lib/detail-top.ts';
import { ListingTop } from '../lib/listing-top.ts';
import { PageIntro, type PageIntroProps } from '../lib/page-intro.ts';
import { VehiclePartsTop } from '../lib/vehicle-parts-top.ts';

/** A page's top in its Container, as the page draws it (in a memory router, for the links). */
const page = (size: 'md' | 'xl', top: ReactNode) =>
  drawFirstView(h(MemoryRouter, null, h(Container, { size, py: 'xl' }, top)));

/** `{{#slot}}…{{/slot}}` (or `{{^slot}}`, when it is empty) around what only a record with that value has. */
const section = (slot: string, when: '#' | '^', ...inner: ReactNode[]) =>
  h(Fragment, null, `{{${when}${slot}}}`, ...inner, `{{/${slot}}}`);

/** Home, accessories, the vehicle filter without a vehicle. */
const intro = (size: 'md' | 'xl', props: PageIntroProps) => page(size, h(PageIntro, props));

/** Brand and category: the trail and the heading. */
const listing = (home: string, current: string, heading: string) =>
  page(
    'xl',
    h(ListingTop, { home: { label: home, to: '/{{locale}}' }, current, heading: h(Title, { order: 1 }, heading) }),
  );

/** The picture of a detail page: with or without its WebP sizes, in the room of its stored size or the usual one. */
const picture = section(
  'image',
  '#',
  ...[true, false].map((sized) =>
    section(
      'imageSrcset',
      sized ? '#' : '^',
      ...[true, false].map((stored) =>
        section(
          'imageWidth',
          stored ? '#' : '^',
          h(DetailPicture, {
            src: '{{image}}',
            sizes: sized ? '{{imageSrcset}}' : [],
            alt: '{{name}}',
            room: stored ? { width: '{{imageWidth}}', height: '{{imageHeight}}' } : 'usual',
          }),
        ),
      ),
    ),
  ),
);

/**
 * Part and accessory: the trail, the picture beside the name and the item's number; a part's description (its largest
 * text on a phone) below the room its price box takes.
 */
const detail = (first: { label: string; to: string }, categoryTo: string, description: boolean) =>
  page(
    'xl',
    h(
      ItemDetailTop,
      {
        item: {
          name: '{{name}}',
          partNumber: '{{partNumber}}',
          category: { name: '{{category}}', to: categoryTo },
          image: '{{image}}',
          imageSizes: '{{imageSrcset}}',
        },
        first,
        picture,
      },
      h(DetailBadges, { partNumber: '{{partNumber}}' }),
      description ? section('description', '#', h(OfferRoom), h(Text<'p'>, null, '{{description}}')) : null,
    ),
  );

function pages(text: FirstViewWord) {
  const findParts = text('Find parts for your vehicle');
  return {
    home: intro('xl', {
      heading: text('Shop parts by brand'),
      lead: text("Choose your vehicle's brand to find parts that fit."),
    }),
    accessories: intro('xl', {
      heading: text('Accessories'),
      lead: text('Mats, covers, cameras, lights and care products that fit most vehicles.'),
    }),
    'vehicle-choice': intro('md', {
      gap: 'md',
      heading: findParts,
      lead: text('Choose a year, a brand and a model to see the parts that fit.'),
    }),
    'vehicle-unknown': intro('md', {
      gap: 'md',
      heading: findParts,
      lead: text('We do not know this vehicle. Please choose it again.'),
    }),
    'vehicle-parts': page(
      'xl',
      h(VehiclePartsTop, {
        heading: h(Title, { order: 1 }, text('Parts for {vehicleName}', { vehicleName: '{{vehicle}}' })),
      }),
    ),
    brand: listing(text('Home'), '{{brand}}', text('{0} parts', { 0: '{{brand}}' })),
    category: listing(text('Home'), '{{category}}', '{{category}}'),
    part: detail({ label: text('Home'), to: '/{{locale}}' }, '/{{locale}}/category/{{categoryId}}', true),
    accessory: detail(
      { label: text('Accessories'), to: '/{{locale}}/accessories?show-summary=true' },
      '/{{locale}}/accessories?show-summary=true&category={{categoryId}}',
      false,
    ),
  };
}

export const firstView: FirstViewSource = { pages, style: firstViewCss };
