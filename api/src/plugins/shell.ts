// Serves the built shell (SHELL_DIST) at `/`, so one address gives shell, API, /health and /docs.
// Browser navigations to client-side routes (/en/filter, /kh/admin/...) get index.html.
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';

export interface ShellPluginOptions {
  root: string;
  /** The page's Content-Security-Policy, built per answer (the remotes' origins change with each release). */
  contentSecurityPolicy(log: FastifyBaseLogger): Promise<string>;
  /**
   * index.html written for one address (its title, description, structured data), so crawlers and link
   * previews that run no JavaScript read the page's own; undefined keeps the template as it is.
   */
  pageHtml?: (request: FastifyRequest, template: string) => Promise<string | undefined>;
  /**
   * Tags every page gets in its head so the shell starts without waiting on a chain of requests (the remotes
   * manifest inlined, the first remote's files preloaded); built per answer from the live release.
   */
  startupTags?: (request: FastifyRequest) => Promise<string>;
}

const API_PREFIXES = ['/api', '/auth', '/files', '/docs', '/health', '/socket.io'];
// Bundlers put a content hash in asset names (main.3f2a9c1b.js, 412.8c0e1d2f4a.css): such a file never changes.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export default fp<ShellPluginOptions>(
  async (app, options) => {
    const template = indexTemplate(join(options.root, 'index.html'));
    const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      let html: string | undefined;
      try {
        html = await options.pageHtml?.(request, await template());
      } catch (error) {
        // The page still works without its meta (the app fills in the title); never fail a navigation over it.
        request.log.error({ err: error }, 'page meta could not be written; answering the plain page');
      }
      try {
        const startup = await options.startupTags?.(request);
        if (startup) html = withHeadTags(html ?? (await template()), startup);
      } catch (error) {
        // Without them the shell asks the API for the manifest itself, as it did before they existed.
        request.log.error({ err: error }, 'start-up tags could not be written; answering the page without them');
      }
      if (html) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      return sendIndex(reply);
    };

    await app.register(fastifyStatic, {
      root: options.root,
      prefix: '/',
      // The build writes .br and .gz beside each text file (shared/federation's build config), so a file is
      // compressed once at build time, not per request; a browser gets the best its Accept-Encoding allows.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, path) => {
        const file = basename(path);
        const cacheControl =
          file === 'index.html' || !HASHED_ASSET.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable';
        void response.header('cache-control', cacheControl);
      },
    });

    // Only the shell's own HTML gets the policy; /docs (Swagger UI, inline assets) and JSON answers do not.
    app.addHook('onSend', async (request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
      if (isApiPath(request.url.split('?')[0] ?? '/')) return payload;
      void reply.header('content-security-policy', await options.contentSecurityPolicy(request.log));
      return payload;
    });

    // A miss that a browser navigates to (or that has no file extension) is a client-side route: answer the app.
    app.decorate('shellFallback', (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (isApiPath(path)) return false;
      const navigation = request.headers.accept?.includes('text/html') ?? false;
      if (!navigation && extname(path) !== '') return false;
      void sendPage(request, reply);
      return true;
    });
  },
  { name: 'shell' },
);

/**
 * The tags at the top of the head, so the browser starts their requests before it reaches anything else (after the
 * charset declaration, which must come within the first 1024 bytes).
 */
function withHeadTags(html: string, tags: string): string {
  const charset = /<meta\s+charset=[^>]*>/i;
  return charset.test(html)
    ? html.replace(charset, (meta) => `${meta}\n    ${tags}`)
    : html.replace(/<head>/i, (head) => `${head}\n    ${tags}`);
}

/** Reads index.html again only when a new build replaced it. */
function indexTemplate(file: string): () => Promise<string> {
  let cached: { modified: number; html: string } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.modified !== mtimeMs) cached = { modified: mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}
