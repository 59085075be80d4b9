// Addresses for search engines: /robots.txt and the sitemap (an index and its files). Outside the HTTP
// contract, like /health: they are read by crawlers, not by the shop's apps.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SitemapFileParams } from '@shop/contracts';
import { notFound } from '../../../lib/http-error.ts';
import { onReplica } from '../../../lib/sql.ts';
import { parseSitemapFile, robotsTxt, sitemapFile, sitemapIndex } from '../sitemap.ts';

const tags = ['seo'];
const XML = 'application/xml; charset=utf-8';
// Crawlers come back daily; an hour keeps the database out of their way without hiding new parts for long.
const CACHE = 'public, max-age=3600';

const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The configured public address, never the request's Host header: these answers are cached for an hour.
  const origin = app.config.publicOrigin;
  app.get(
    '/robots.txt',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'What crawlers may read (storefront) and may not (back-office, account, cart)' },
    },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(origin)),
  );

  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sitemap index: the shop pages file and the parts and accessories files' },
    },
    async (_request, reply) =>
      reply
        .type(XML)
        .header('cache-control', CACHE)
        .send(await sitemapIndex(onReplica(app.orm), origin)),
  );

  app.get(
    '/sitemap/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'One sitemap file: pages.xml, parts-<n>.xml or accessories-<n>.xml, every address in English and Khmer',
        params: SitemapFileParams,
      },
    },
    async (request, reply) => {
      const file = parseSitemapFile(request.params.file.replace(/\.xml$/, ''));
      // Crawlers' reads: a read replica may answer them (DATABASE_READ_URLS).
      const body = file && (await sitemapFile(onReplica(app.orm), origin, file));
      if (!body) throw notFound(`Sitemap file ${request.params.file} not found`);
      return reply.type(XML).header('cache-control', CACHE).send(body);
    },
  );
};

export default seoRoutes;
