// The SEO module: what search engines read (page heads in the served HTML, robots.txt, the sitemap). No tables.
import type { FastifyPluginAsync } from 'fastify';
import seoRoutes from './routes/seo.ts';

const seoModule: FastifyPluginAsync = async (app) => {
  await app.register(seoRoutes);
};

export default seoModule;
