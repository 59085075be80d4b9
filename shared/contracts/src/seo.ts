// What the crawlers' addresses take (GET /robots.txt, /sitemap.xml, /sitemap/:file).
import Type, { type Static } from 'typebox';

/** pages.xml, parts-<n>.xml or accessories-<n>.xml (a name of no file answers 404). */
export const SitemapFileParams = Type.Object({ file: Type.String({ pattern: '^[a-z]+(-\\d{1,6})?\\.xml$' }) });
export type SitemapFileParams = Static<typeof SitemapFileParams>;
