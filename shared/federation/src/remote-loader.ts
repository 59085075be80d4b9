import { loadRemote, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { catalogsLoaded } from '@shop/i18n';
import { nextTask } from './next-task.ts';

/** How long one attempt to load a remote module may take before it counts as failed. */
export const REMOTE_TIMEOUT_MS = 10_000;

export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
  constructor(
    readonly id: string,
    readonly timeoutMs: number,
  ) {
    super(`Loading ${id} took longer than ${timeoutMs} ms`);
  }
}

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly id: string,
    options?: { cause?: unknown },
  ) {
    super(`Could not load ${id}`, options);
  }
}

export interface LoadRemoteOptions<T> {
  /** Per attempt. Default 10 s: a host that drops packets would otherwise keep the promise pending forever. */
  timeoutMs?: number;
  /** Further attempts after a fast failure (refused connection, 404, script error). Default 1. */
  retries?: number;
  /** Pause before a further attempt. Default 500 ms. */
  retryDelayMs?: number;
  /** The loader; defaults to Module Federation's `loadRemote` (tests pass their own). */
  load?: (id: string) => Promise<T | null | undefined>;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles with the promise, or rejects with RemoteTimeoutError after `timeoutMs`, whichever comes first. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(id, timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads `<remote>/<module>` through Module Federation, raced against a timeout, with a retry for fast
 * failures. A timed-out attempt is not retried here: Module Federation keeps the pending download and a
 * second attempt would only wait on the same request; the area's Retry button asks again later.
 * The module is handed over once the catalogues it registered are in, in the page's language (registerCatalogs of
 * @shop/i18n), so what it draws speaks from its first frame; a module built before loads both with its code.
 * It is handed over in a task after the one that evaluated it: what the caller does with it (the router matching its
 * routes, running their loaders, drawing the page) is not added to the evaluation's task.
 */
export async function loadRemoteModule<T>(id: string, options: LoadRemoteOptions<T> = {}): Promise<T> {
  const {
    timeoutMs = REMOTE_TIMEOUT_MS,
    retries = 1,
    retryDelayMs = 500,
    load = (request: string) => loadRemote<T>(request),
  } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      const module = await withTimeout(
        Promise.resolve().then(() => load(id)),
        timeoutMs,
        id,
      );
      if (module == null) throw new RemoteLoadError(id);
      await withTimeout(catalogsLoaded(), timeoutMs, id);
      await nextTask();
      return module;
    } catch (error) {
      lastError = error;
      if (error instanceof RemoteTimeoutError) break;
      if (attempt < retries) await delay(retryDelayMs);
    }
  }
  if (lastError instanceof RemoteTimeoutError) throw lastError;
  throw new RemoteLoadError(id, { cause: lastError });
}

/**
 * A Module Federation runtime plugin that gives the manifest download (`mf-manifest.json`) a timeout.
 * Without it a hung request stays cached inside the runtime and every later attempt waits on it.
 */
export function fetchTimeoutPlugin(timeoutMs = REMOTE_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-fetch-timeout',
    fetch(url: string, init: RequestInit) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
  };
}
