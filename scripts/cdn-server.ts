// A tiny static host standing in for one remote's CDN: it serves only that remote's published
// versions (<cdnDir>/<pkg>/<version>/...) on its own port, with CORS so the shell on another
// origin can load it. Versioned files never change, so they are cached for a year. The build writes .br and
// .gz beside each text file; a browser that accepts one gets it, so nothing is compressed per request.
// Every answer carries the shop's security headers (api/src/lib/security-headers.ts, the API's own set) and a policy
// under which a file opened as a page runs and loads nothing.
// Usage: node scripts/cdn-server.ts <pkg> <port> [cdnDir]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { STATIC_FILES_CSP, securityHeaders } from '../api/src/lib/security-headers.ts';
import { composeSettings } from './lib/paths.ts';
import { findRemote } from './lib/remotes.ts';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // Every asset type a remote's build emits (shared/federation/build): with nosniff, a file is only what this says.
  '.cjs': 'text/javascript; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
};

/** Encodings the build writes beside a file, best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Encodings an Accept-Encoding header allows (a `q=0` refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

const [pkgArg, portArg, cdnArg] = process.argv.slice(2);
if (!pkgArg || !portArg) {
  console.error('usage: node scripts/cdn-server.ts <pkg> <port> [cdnDir]');
  process.exit(2);
}
const remote = findRemote(pkgArg);
const port = Number(portArg);
const root = resolve(cdnArg ?? composeSettings().cdnDir, remote.pkg);
const host = process.env.HOST ?? '127.0.0.1';

const headers = securityHeaders(STATIC_FILES_CSP);

const server = createServer((request, response) => {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
    response.end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  const prefix = `/${remote.pkg}/`;
  const relativePath = url.pathname.startsWith(prefix) ? decodeURIComponent(url.pathname.slice(prefix.length)) : null;
  const file = relativePath === null ? null : normalize(join(root, relativePath));
  if (!file || !file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const variant = PRECOMPRESSED.find(({ encoding, suffix }) => accepted.has(encoding) && existsSync(file + suffix));
  const body = variant ? file + variant.suffix : file;
  response.writeHead(200, {
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(body).size,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    ...(variant ? { 'Content-Encoding': variant.encoding } : {}),
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(body).pipe(response);
});

server.listen(port, host, () => console.log(`${remote.pkg} static host on http://${host}:${port}${`/${remote.pkg}/`}`));
const stop = (): void => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
