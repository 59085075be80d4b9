// The first-view template of the remote release serving an address: its build publishes FIRST_VIEW_FILE beside its
// mf-manifest.json (@shop/contracts/first-view.ts), and the API reads it from the remote's host as it reads the
// mf-manifest.json to preload the remote's files (platform/shell-startup.ts). A release publishes under a new path,
// so a file read once is kept for that release; the remotes manifest names the next one.
// Without a usable template the page is answered without a first view (the app draws it all, as before), never an
// error: what went wrong is logged once per release.
// The frame around it (the header bar) is the shell's: its build writes FIRST_VIEW_FRAME_FILE into the folder the API
// serves it from (SHELL_DIST), read here as index.html is, again when a shell release replaced it.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FIRST_VIEW_FILE,
  FIRST_VIEW_FRAME_FILE,
  readFirstViewFrame,
  readFirstViewTemplate,
  type FirstViewFrame,
  type FirstViewTemplate,
} from '@shop/contracts/first-view.ts';
import type { RemotesManifestReader } from '../platform/remotes-manifest.ts';
import { fetchJson as fetchJsonOverHttp, storefrontOwner, type FetchJson } from '../platform/shell-startup.ts';

/** The page waits on it only the first time a release is asked for (then it is kept), like the preloads' manifest. */
const TEMPLATE_TIMEOUT_MS = 500;
/** A host that did not answer is asked again after this long; a file that was read (or refused) is kept. */
const FAILURE_MEMORY_MS = 30_000;
const MAX_REMEMBERED = 100;

interface Log {
  warn(details: object, message: string): void;
}

export class FirstViewTemplates {
  readonly #manifest: RemotesManifestReader;
  readonly #fetchJson: FetchJson;
  readonly #retryAfterMs: number;
  /** Per template URL (one per release). */
  readonly #templates = new Map<string, Promise<FirstViewTemplate | undefined>>();
  /** URLs whose failure was logged, so a host that stays down is logged once, not every 30 s. */
  readonly #logged = new Set<string>();

  constructor(manifest: RemotesManifestReader, options: { fetchJson?: FetchJson; retryAfterMs?: number } = {}) {
    this.#manifest = manifest;
    this.#fetchJson = options.fetchJson ?? fetchJsonOverHttp;
    this.#retryAfterMs = options.retryAfterMs ?? FAILURE_MEMORY_MS;
  }

  /** The template of the release serving `path` (a storefront address), or undefined. */
  async forPath(path: string, log: Log): Promise<FirstViewTemplate | undefined> {
    // An unreadable remotes manifest is logged by the page's start-up tags; here it only means no first view.
    const remotes = await this.#manifest.remotes(log).catch(() => []);
    const owner = storefrontOwner(remotes, path);
    if (!owner || !URL.canParse(owner.entry)) return undefined;
    return this.#template(new URL(FIRST_VIEW_FILE, owner.entry).href, log);
  }

  #template(url: string, log: Log): Promise<FirstViewTemplate | undefined> {
    const known = this.#templates.get(url);
    if (known) return known;
    if (this.#templates.size >= MAX_REMEMBERED) this.#templates.clear();
    const once = (details: object, message: string) => {
      if (this.#logged.has(url)) return;
      if (this.#logged.size >= MAX_REMEMBERED) this.#logged.clear();
      this.#logged.add(url);
      log.warn({ ...details, url }, message);
    };
    const template = this.#fetchJson(url, TEMPLATE_TIMEOUT_MS).then(
      (json) => {
        const { template: read, problems } = readFirstViewTemplate(json);
        if (problems.length > 0)
          once(
            { problems },
            read
              ? 'first-view template: some pages are left without a first view'
              : 'first-view template refused: its pages go without a first view',
          );
        return read;
      },
      (error: unknown) => {
        once({ err: error }, 'first-view template not readable: its pages go without a first view');
        // Forgotten after a while, so a host that is back up (or a file published late) is read again.
        setTimeout(() => {
          if (this.#templates.get(url) === template) this.#templates.delete(url);
        }, this.#retryAfterMs).unref();
        return undefined;
      },
    );
    this.#templates.set(url, template);
    return template;
  }
}

/**
 * The shell's frame of the first view (FIRST_VIEW_FRAME_FILE in SHELL_DIST), read again when a build replaced it.
 * Without a usable one (a shell built before it had one, a file cut short) the storefront's pages are answered without
 * a first view, as a release without a template is: a page's top without the shell's header bar would stand under an
 * empty band and the app's bar would appear over it at the hand-over. Never an error; logged once per file.
 */
export class ShellFirstViewFrame {
  readonly #file: string;
  #read: { stamp: number; frame: Promise<FirstViewFrame | undefined> } | undefined;

  constructor(shellDist: string) {
    this.#file = join(shellDist, FIRST_VIEW_FRAME_FILE);
  }

  async frame(log: Log): Promise<FirstViewFrame | undefined> {
    const stamp = await stat(this.#file).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (this.#read?.stamp !== stamp) this.#read = { stamp, frame: this.#load(stamp, log) };
    return this.#read.frame;
  }

  async #load(stamp: number, log: Log): Promise<FirstViewFrame | undefined> {
    const file = this.#file;
    if (stamp === 0) {
      log.warn({ file }, "first-view frame not in the shell's build: the storefront's pages go without a first view");
      return undefined;
    }
    try {
      const { frame, problems } = readFirstViewFrame(JSON.parse(await readFile(file, 'utf8')));
      if (!frame)
        log.warn({ file, problems }, "first-view frame refused: the storefront's pages go without a first view");
      return frame;
    } catch (error) {
      log.warn({ err: error, file }, "first-view frame not readable: the storefront's pages go without a first view");
      return undefined;
    }
  }
}
