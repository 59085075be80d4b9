// The shell's index.html for one storefront address, with that page's meta written in (see page-meta.ts) and its
// first view drawn (first-view.ts): the top of the page, readable before any JavaScript runs.
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../db/orm.ts';
import { CatalogService } from '../catalog/catalog.service.ts';
import { PartService } from '../catalog/part.service.ts';
import { ReferenceService } from '../catalog/reference.service.ts';
import { VehicleService } from '../catalog/vehicle.service.ts';
import type { FirstViewFrame, FirstViewTemplate } from '@shop/contracts/first-view.ts';
import { withFirstView, type FontUrl } from './first-view-html.ts';
import { firstViewFor, mayHaveFirstView, storedImageSize } from './first-view.ts';
import { withPageMeta } from './head-html.ts';
import { pageMetaFor, type CatalogReaders } from './page-meta.ts';

export type PageHtmlRenderer = (request: FastifyRequest, template: string) => Promise<string | undefined>;

export interface PageHtmlOptions {
  /** The shop's configured public address (PUBLIC_ORIGIN) for canonical and og:url links, never the Host header. */
  publicOrigin: string;
  /** The built shell's font files, for the first view's @font-face rules (none: it draws in the system font). */
  fontUrl?: () => Promise<FontUrl>;
  /** The first-view template of the remote release serving the address (first-view-template.ts); none: no first view. */
  firstViewTemplate?: (path: string, request: FastifyRequest) => Promise<FirstViewTemplate | undefined>;
  /** The shell's frame around it, the header bar (first-view-template.ts); none: no first view. */
  firstViewFrame?: (request: FastifyRequest) => Promise<FirstViewFrame | undefined>;
}

/** Undefined for addresses that are not storefront pages with meta or a first view of their own (they get the plain template). */
export function storefrontPageHtml(orm: Orm, options: PageHtmlOptions): PageHtmlRenderer {
  // Page loads are storefront reads: a read replica may answer them (DATABASE_READ_URLS).
  const parts = new PartService(orm, { reads: 'replica' });
  const services = {
    // A page load carries no token: the meta shows customer prices, the same for everyone; the first view shows no
    // price (the app draws the reader's own, docs/storefront.md "Dealer prices").
    parts: {
      part: (id: number) => parts.part(id, 'CUSTOMER'),
      accessory: (id: number) => parts.accessory(id, 'CUSTOMER'),
    },
    reference: new ReferenceService(orm, { reads: 'replica' }),
    catalog: new CatalogService(orm),
    vehicles: new VehicleService(orm),
  };
  const imageSize = storedImageSize(orm);
  return async (request, template) => {
    const origin = options.publicOrigin;
    const [path = '/', query = ''] = request.url.split('?');
    const readers = readOnce(services);
    // The serving release's template is read beside the records (once per release: then it is kept), and only for
    // the catalogue's addresses: another remote's pages have no first view to ask its host for.
    const drawable = mayHaveFirstView(path);
    const [meta, view, firstView, frame] = await Promise.all([
      pageMetaFor(path, origin, readers),
      firstViewFor(path, new URLSearchParams(query), readers, imageSize),
      drawable ? options.firstViewTemplate?.(path, request) : undefined,
      drawable ? options.firstViewFrame?.(request) : undefined,
    ]);
    if (!meta && !view) return undefined;
    let html = meta ? withPageMeta(template, meta, origin) : template;
    if (view && firstView && frame)
      html = withFirstView(html, view, { page: firstView, frame }, (await options.fontUrl?.()) ?? (() => undefined));
    return html;
  };
}

/** The meta and the first view read the same record: one query for both. */
function readOnce(readers: CatalogReaders): CatalogReaders {
  const once = <A, R>(read: (id: A) => Promise<R>) => {
    const known = new Map<A, Promise<R>>();
    return (id: A) => {
      if (!known.has(id)) known.set(id, read(id));
      return known.get(id)!;
    };
  };
  return {
    ...readers,
    parts: {
      part: once((id: number) => readers.parts.part(id)),
      accessory: once((id: number) => readers.parts.accessory(id)),
    },
  };
}
