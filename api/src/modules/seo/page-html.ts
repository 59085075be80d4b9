// The shell's index.html for one storefront address, with that page's meta written in (see page-meta.ts).
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../db/orm.ts';
import { CatalogService } from '../catalog/catalog.service.ts';
import { PartService } from '../catalog/part.service.ts';
import { ReferenceService } from '../catalog/reference.service.ts';
import { withPageMeta } from './head-html.ts';
import { pageMetaFor, type CatalogReaders } from './page-meta.ts';
import { requestOrigin } from './request-origin.ts';

export type PageHtmlRenderer = (request: FastifyRequest, template: string) => Promise<string | undefined>;

/** Undefined for addresses that are not storefront pages with meta of their own (they get the plain template). */
export function storefrontPageHtml(orm: Orm): PageHtmlRenderer {
  const readers: CatalogReaders = { parts: new PartService(orm), reference: new ReferenceService(orm), catalog: new CatalogService(orm) };
  return async (request, template) => {
    const origin = requestOrigin(request);
    const meta = await pageMetaFor(request.url.split('?')[0] ?? '/', origin, readers);
    return meta ? withPageMeta(template, meta, origin) : undefined;
  };
}
