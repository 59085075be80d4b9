// The first view of the catalogue's pages: the top of each page (heading, lead, breadcrumbs, picture, a part's
// description) as markup the API can draw into the HTML before any JavaScript runs, so the heading (these pages'
// largest paint) does not wait on React, Mantine and this remote. The build turns it into `first-view.json` beside
// mf-manifest.json (package.json `shop.firstView`), with the words from this package's compiled catalogues; the API
// fills the live release's file with the record's values (`{{slot}}`, escaped; @shop/contracts/first-view.ts lists
// the slots). So a release that changes a page's top changes this file with it, and nothing else is rebuilt.
//
// The home page, the accessories, the vehicle filter without a vehicle, the brand and the category are drawn from the
// pages' own components (PageIntro, ListingTop, VehiclePartsTop, rendered by @shop/ui/first-view.ts with Mantine's own CSS): they
// cannot drift from the page. The other pages (part, accessory) are still markup written here, whose CSS copies the Mantine values the pages use (theme:
// shared/ui/src/theme.ts; Container xl 1320 px with 16 px sides and `py="xl"`, Title h1 34 px / 1.3 / 700, dimmed
// text gray 7, Stack gaps, Breadcrumbs, Grid 5 / 7 from `sm`): change it with the page, and e2e/tests/first-view.spec.ts
// compares their headings. Read by Node at build time: plain TypeScript, no JSX, no macros.
import { createElement as h } from 'react';
import { Container, Title } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { escapeHtml, type FirstViewSource, type FirstViewWord } from '@shop/contracts/first-view.ts';
import { DETAIL_PICTURE_SIZES } from '@shop/contracts/picture-sizes.ts';
import { drawFirstView, firstViewCss } from '@shop/ui/first-view.ts';
import { ListingTop } from '../lib/listing-top.ts';
import { PageIntro, type PageIntroProps } from '../lib/page-intro.ts';
import { VehiclePartsTop } from '../lib/vehicle-parts-top.ts';

const STYLE = [
  '.fv-container{max-width:1320px;margin:0 auto;padding:32px 16px}',
  '.fv-container[data-size=md]{max-width:960px}',
  '.fv-stack{display:flex;flex-direction:column}.fv-gap-12{gap:12px}.fv-gap-32{gap:32px}',
  '.fv-title{margin:0;font-family:inherit;font-size:2.125rem;line-height:1.3;font-weight:700;text-wrap:wrap}',
  '.fv-lead{margin:0;color:#495057}',
  // Badge size lg; Paper withBorder p md with the Price xl, availability and buttons stacks (measured: 143.3 px).
  '.fv-text{margin:0}.fv-badges{height:26px}.fv-offer{height:143.3px;border:1px solid #dee2e6;border-radius:8px}',
  '.fv-crumbs{display:flex;flex-wrap:wrap;align-items:center;margin:0;padding:0;list-style:none}',
  '.fv-crumbs li{display:flex;align-items:center;line-height:1;white-space:nowrap}',
  ".fv-crumbs li+li::before{content:'/';margin:0 10px;color:#495057;line-height:1}",
  '.fv-crumbs a{color:#296da3;text-decoration:none}',
  '.fv-grid{display:flex;flex-wrap:wrap;gap:32px}',
  '.fv-col{flex:0 0 100%;max-width:100%}',
  '.fv-image{display:block;width:100%;height:auto;max-height:320px;object-fit:contain;border-radius:8px}',
  // A picture of unknown size gets the room of the usual 4:3 picture until it arrives (`auto`: then its own).
  '.fv-image:not([width]){aspect-ratio:auto 4/3}',
  // 48em is Mantine's `sm` breakpoint: the detail pages' Grid columns side by side from it.
  '@media (min-width:48em){.fv-col-5{flex-basis:calc(41.6667% - 18.6667px);max-width:calc(41.6667% - 18.6667px)}.fv-col-7{flex-basis:calc(58.3333% - 13.3333px);max-width:calc(58.3333% - 13.3333px)}}',
].join('');

const container = (size: 'md' | 'xl', body: string) => `<div class="fv-container" data-size="${size}">${body}</div>`;
const title = (text: string) => `<h1 class="fv-title">${text}</h1>`;

/** Home, accessories, the vehicle filter without a vehicle: the pages' own top, in their Container. */
const intro = (size: 'md' | 'xl', props: PageIntroProps) =>
  drawFirstView(h(Container, { size, py: 'xl' }, h(PageIntro, props)));

/** The vehicle filter's parts: the heading alone, in the page's own top. */
const vehicleParts = (heading: string) =>
  drawFirstView(
    h(Container, { size: 'xl', py: 'xl' }, h(VehiclePartsTop, { heading: h(Title, { order: 1 }, heading) })),
  );

/** Breadcrumbs: `[label, href]`, the last one without a link. */
const crumbs = (items: [string, string?][]) =>
  `<nav><ol class="fv-crumbs">${items.map(([label, href]) => (href ? `<li><a href="${href}">${label}</a></li>` : `<li>${label}</li>`)).join('')}</ol></nav>`;

/** Brand and category: the pages' own trail and heading (ListingTop), in their Container. */
const listing = (home: string, current: string, heading: string) =>
  drawFirstView(
    h(
      MemoryRouter,
      null,
      h(
        Container,
        { size: 'xl', py: 'xl' },
        h(ListingTop, { home: { label: home, to: '/{{locale}}' }, current, heading: h(Title, { order: 1 }, heading) }),
      ),
    ),
  );

/**
 * Part and accessory: breadcrumbs, then the picture (its stored size keeps its room while it loads) beside the name;
 * a part also names itself in the other language, and its description (its largest text on a phone) comes below the
 * room its badges row and price box take.
 */
const detail = (trail: [string, string?][], { partTexts }: { partTexts: boolean }) =>
  container(
    'xl',
    `<div class="fv-stack fv-gap-32">${crumbs(trail)}<div class="fv-grid">` +
      '<div class="fv-col fv-col-5">{{#image}}<img class="fv-image" src="{{image}}"{{#imageSrcset}} srcset="{{imageSrcset}}" sizes="' +
      DETAIL_PICTURE_SIZES +
      '"{{/imageSrcset}} alt="{{name}}"{{#imageWidth}} width="{{imageWidth}}" height="{{imageHeight}}"{{/imageWidth}} />{{/image}}</div>' +
      `<div class="fv-col fv-col-7"><div class="fv-stack fv-gap-12">${title('{{name}}')}` +
      (partTexts
        ? '{{#otherName}}<p class="fv-lead">{{otherName}}</p>{{/otherName}}' +
          '{{#description}}<div class="fv-badges"></div><div class="fv-offer"></div><p class="fv-text">{{description}}</p>{{/description}}'
        : '') +
      '</div></div></div></div>',
  );

function pages(text: FirstViewWord) {
  const word = (source: string) => escapeHtml(text(source));
  const home: [string, string] = [word('Home'), '/{{locale}}'];
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
    'vehicle-parts': vehicleParts(text('Parts for {vehicleName}', { vehicleName: '{{vehicle}}' })),
    brand: listing(text('Home'), '{{brand}}', text('{0} parts', { 0: '{{brand}}' })),
    category: listing(text('Home'), '{{category}}', '{{category}}'),
    part: detail([home, ['{{category}}', '/{{locale}}/category/{{categoryId}}'], ['{{partNumber}}']], {
      partTexts: true,
    }),
    accessory: detail(
      [
        [word('Accessories'), '/{{locale}}/accessories?show-summary=true'],
        ['{{category}}', '/{{locale}}/accessories?show-summary=true&amp;category={{categoryId}}'],
        ['{{partNumber}}'],
      ],
      { partTexts: false },
    ),
  };
}

export const firstView: FirstViewSource = { pages, style: (markup) => STYLE + firstViewCss(markup) };
