// The bytes of one page's first load, from the requests a Lighthouse run recorded (so exactly what the page loaded,
// lazy chunks it fetched included, chunks it never fetched left out): raw, gzip (level 9) and brotli (quality 11),
// the way the build pre-compresses them, by kind of file and by package (source maps, see source-map-packages.ts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bytesByPackage } from './source-map-packages.ts';

export interface RecordedRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  statusCode: number;
  transferSize?: number;
  resourceSize?: number;
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FirstLoad {
  requests: number;
  /** Bytes over the wire as recorded (headers and compression included). */
  transferred: number;
  byKind: Record<string, Sizes & { files: number }>;
  /** JavaScript and CSS only: the part of each file each package contributed. */
  byPackage: Record<string, Sizes>;
}

const COMPRESSED_KINDS = new Set(['Script', 'Stylesheet', 'Document']);

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;

/** `http://127.0.0.1:3911/mfe-catalog/1.0.0-abc/12.js` -> mfe-catalog; the shell's own origin -> shell. */
function appOf(url: URL, origin: string): string {
  if (url.origin === origin) return 'shell';
  return url.pathname.split('/').find((segment) => segment.startsWith('mfe-')) ?? url.host;
}

async function body(url: string): Promise<Buffer | undefined> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return response.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
}

async function sourceMap(url: string, code: string): Promise<{ sources: string[]; mappings: string } | undefined> {
  const reference = /[#@] sourceMappingURL=([^\s*]+)\s*(?:\*\/)?\s*$/.exec(code)?.[1];
  if (!reference || reference.startsWith('data:')) return undefined;
  const map = await body(new URL(reference, url).href);
  return map ? (JSON.parse(map.toString('utf8')) as { sources: string[]; mappings: string }) : undefined;
}

const addSizes = (target: Sizes, sizes: Sizes) => {
  target.raw += sizes.raw;
  target.gzip += sizes.gzip;
  target.brotli += sizes.brotli;
};

export async function firstLoadBytes(requests: RecordedRequest[], origin: string): Promise<FirstLoad> {
  const result: FirstLoad = { requests: 0, transferred: 0, byKind: {}, byPackage: {} };
  for (const request of requests) {
    if (!request.url.startsWith('http') || request.statusCode < 200 || request.statusCode >= 400) continue;
    result.requests += 1;
    result.transferred += request.transferSize ?? 0;
    const kind = request.resourceType ?? 'Other';
    const kindTotal = (result.byKind[kind] ??= { files: 0, raw: 0, gzip: 0, brotli: 0 });
    kindTotal.files += 1;
    // API answers (some are POSTs) are not fetched again: the recorded transfer stands for both compressed sizes.
    // Fonts and images are compressed formats already: one size for all three.
    const content = COMPRESSED_KINDS.has(kind) ? await body(request.url) : undefined;
    if (!content) {
      const raw = request.resourceSize ?? request.transferSize ?? 0;
      const sent = kind === 'Font' || kind === 'Image' ? raw : (request.transferSize ?? raw);
      addSizes(kindTotal, { raw, gzip: sent, brotli: sent });
      continue;
    }
    const sizes = { raw: content.length, gzip: gzipSize(content), brotli: brotliSize(content) };
    addSizes(kindTotal, sizes);
    if (kind !== 'Script' && kind !== 'Stylesheet') continue;
    const app = appOf(new URL(request.url), origin);
    const code = content.toString('utf8');
    const map = await sourceMap(request.url, code).catch(() => undefined);
    const parts = map ? bytesByPackage(code, map, app) : new Map([[app, content.length]]);
    // A package's compressed share is taken in proportion to its raw share of the file.
    for (const [name, raw] of parts) {
      const share = raw / content.length;
      addSizes((result.byPackage[name] ??= { raw: 0, gzip: 0, brotli: 0 }), {
        raw,
        gzip: sizes.gzip * share,
        brotli: sizes.brotli * share,
      });
    }
  }
  return result;
}
