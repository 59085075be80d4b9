// What the shell's page carries so that it starts without a chain of round trips (remotes manifest, then the
// remote's mf-manifest.json, then its remoteEntry.js and routes): the live remotes manifest, inlined as a JSON data
// block (not script: the Content-Security-Policy does not apply to it and it needs no nonce), and preloads of the
// files of the remote that serves the address, so the browser fetches them while it fetches the shell's own, and
// of the first font the page draws.
// Both come from the release state at answer time, never from the build: releasing one remote changes them at once.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteEntry } from '@shop/contracts';
import { faceCovers, shopFontFaces } from '@shop/ui/font-faces.ts';
import { escapeHtml, escapeJsonForScript } from '../../lib/html.ts';
import type { RemotesManifestReader } from './remotes-manifest.ts';

/** The id of the data block the shell reads (shell/src/lib/remotes-manifest.ts). */
export const INLINE_MANIFEST_ID = 'shop-remotes';

const ROUTE_LOCALES = new Set(['en', 'kh']);
/** The module the shell loads first from every remote (shared/federation's loader). */
const ROUTES_EXPOSE = './routes';
/** A remote host that does not answer in time only costs the preload of its files, never the page. */
const REMOTE_MANIFEST_TIMEOUT_MS = 500;
/** A failure is remembered this long, so a remote that is down does not slow every page. */
const FAILURE_MEMORY_MS = 30_000;
const MAX_REMEMBERED = 100;
/**
 * The font files a page draws first: its headings' bold face (the first view's heading is the page's largest paint,
 * so its font decides when it appears: the faces block), then its body text's, in the script of the page's language:
 * the faces of shared/ui/src/fonts.css (the one list, @shop/ui/font-faces.ts) whose range holds a letter of it, i.e.
 * Manrope's Latin on English pages, Noto Sans Khmer on Khmer ones. The build names them `assets/<file>.<hash>.woff2`.
 * Then the riel sign's face for prices, on the first screen of the home, listing and part pages in both languages: the
 * riel figures are drawn at the regular weight (price.module.css, Amount). The first view declares it too, so it is
 * in before the app first lays prices out. Preloading the bold face instead (until 2026-12-02) left the regular one to
 * be fetched inside the app's first layout: the sign was drawn meanwhile by a stand-in from the system's fonts, which
 * cost five look-ups of families the machine lacked (DejaVu Sans, Arial, Helvetica, Times...) and ten fallback
 * searches in that layout, and a second layout when the face arrived.
 */
const FIRST_WEIGHTS = [700, 400];
const LETTER_OF: Record<string, number> = { en: 0x41 /* A */, kh: 0x1780 /* ក */ };
const RIEL_SIGN = 0x17db;
const PRICE_WEIGHT = 400;

export function firstFonts(locale: string): string[] {
  const letter = LETTER_OF[locale] ?? LETTER_OF.en!;
  const normal = shopFontFaces().filter((face) => face.style === 'normal');
  const textFaces = normal.filter((face) => faceCovers(face, letter));
  const priceFaces = normal.filter((face) => face.weight === PRICE_WEIGHT && faceCovers(face, RIEL_SIGN));
  return [...FIRST_WEIGHTS.flatMap((weight) => textFaces.filter((face) => face.weight === weight)), ...priceFaces].map(
    (face) => face.file,
  );
}

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

interface RemoteFiles {
  entry: string;
  scripts: string[];
  styles: string[];
}

interface Log {
  warn(details: object, message: string): void;
}

export type FetchJson = (url: string, timeoutMs: number) => Promise<unknown>;

export const fetchJson: FetchJson = async (url, timeoutMs) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/** The remote that serves a storefront address, from the segments its release declared; none for the back-office. */
export function storefrontOwner(remotes: readonly RemoteEntry[], path: string): RemoteEntry | undefined {
  const [, locale = '', segment = ''] = path.split('?')[0]!.split('/');
  if (!ROUTE_LOCALES.has(locale) || segment === 'admin') return undefined;
  return remotes.find((remote) => remote.paths?.storefront?.includes(segment));
}

/** remoteEntry.js and the routes module's files, as absolute URLs (they sit next to mf-manifest.json). */
export function remoteFiles(entry: string, manifest: MfManifest): RemoteFiles {
  const base = new URL(manifest.metaData?.remoteEntry?.path ?? '', entry);
  const at = (file: string) => new URL(file, base).href;
  const routes = manifest.exposes?.find((expose) => expose.path === ROUTES_EXPOSE)?.assets;
  return {
    entry: at(manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'),
    scripts: (routes?.js?.sync ?? []).map(at),
    styles: (routes?.css?.sync ?? []).map(at),
  };
}

export class ShellStartup {
  readonly #manifest: RemotesManifestReader;
  readonly #fetchJson: FetchJson;
  /** Per mf-manifest.json URL: a release publishes under a new path, so a found answer never goes stale. */
  readonly #files = new Map<string, Promise<RemoteFiles | undefined>>();

  readonly #shellDist: string | undefined;
  /** The built shell's font files, read again when a build replaced the folder. */
  #fonts: { stamp: number; files: string[] } | undefined;

  constructor(manifest: RemotesManifestReader, options: { shellDist?: string; fetchRemoteManifest?: FetchJson } = {}) {
    this.#manifest = manifest;
    this.#shellDist = options.shellDist;
    this.#fetchJson = options.fetchRemoteManifest ?? fetchJson;
  }

  /** The address of a built font file by the start of its name (`manrope-latin-400-normal`), if the build has it. */
  async fontUrl(): Promise<(name: string) => string | undefined> {
    if (!this.#shellDist) return () => undefined;
    const assets = join(this.#shellDist, 'assets');
    const stamp = await stat(assets).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (this.#fonts?.stamp !== stamp) {
      this.#fonts = { stamp, files: stamp ? (await readdir(assets)).filter((file) => file.endsWith('.woff2')) : [] };
    }
    const { files } = this.#fonts;
    return (name) => {
      const file = files.find((candidate) => candidate.startsWith(`${name}.`));
      return file ? `/assets/${file}` : undefined;
    };
  }

  /** The preloads of the first fonts the page at `path` draws; none for a face the build does not have. */
  async fontTags(path: string): Promise<string[]> {
    const names = firstFonts(path.split('?')[0]!.split('/')[1] ?? '');
    const fontUrl = await this.fontUrl();
    // Fonts are always fetched in CORS mode, so the preload must be too or the browser fetches the file twice.
    return names
      .map(fontUrl)
      .filter((url) => url !== undefined)
      .map(
        (url) => `<link rel="preload" href="${escapeHtml(url)}" as="font" type="font/woff2" crossorigin="anonymous" />`,
      );
  }

  /** The tags for the page at `path`; without a readable manifest, none (the shell then asks the API itself). */
  async headTags(path: string, log: Log): Promise<string> {
    const remotes = await this.#manifest.remotes(log);
    const tags = [
      `<script type="application/json" id="${INLINE_MANIFEST_ID}">${escapeJsonForScript(JSON.stringify(remotes))}</script>`,
    ];
    tags.push(...(await this.fontTags(path)));
    const owner = storefrontOwner(remotes, path);
    if (owner) {
      // The federation runtime fetch()es mf-manifest.json (CORS, no credentials) and adds plain <script> elements.
      tags.push(`<link rel="preload" href="${escapeHtml(owner.entry)}" as="fetch" crossorigin="anonymous" />`);
      const files = URL.canParse(owner.entry) ? await this.#remoteFiles(owner.entry, log) : undefined;
      for (const url of files ? [files.entry, ...files.scripts] : [])
        tags.push(`<link rel="preload" href="${escapeHtml(url)}" as="script" />`);
      for (const url of files?.styles ?? []) tags.push(`<link rel="preload" href="${escapeHtml(url)}" as="style" />`);
    }
    return tags.join('\n    ');
  }

  #remoteFiles(entry: string, log: Log): Promise<RemoteFiles | undefined> {
    const known = this.#files.get(entry);
    if (known) return known;
    if (this.#files.size >= MAX_REMEMBERED) this.#files.clear();
    const files: Promise<RemoteFiles | undefined> = this.#fetchJson(entry, REMOTE_MANIFEST_TIMEOUT_MS).then(
      (manifest) => remoteFiles(entry, manifest as MfManifest),
      (error: unknown) => {
        log.warn(
          { err: error, entry },
          'remote mf-manifest.json not readable: the page goes without preloading its files',
        );
        // Forgotten after a while, so a remote that is back up gets its files preloaded again.
        setTimeout(() => {
          if (this.#files.get(entry) === files) this.#files.delete(entry);
        }, FAILURE_MEMORY_MS).unref();
        return undefined;
      },
    );
    this.#files.set(entry, files);
    return files;
  }
}
