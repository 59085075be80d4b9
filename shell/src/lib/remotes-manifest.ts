import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getData } from '@shop/client';
import { loadRemoteModule, type RemoteManifestEntry, type RemoteRoutes } from '@shop/federation';

/** The data block the API writes into the page (api/src/modules/platform/shell-startup.ts). */
const INLINE_MANIFEST_ID = 'shop-remotes';

/**
 * The remotes manifest the API wrote into this page from the live release, so the shell needs no request for it;
 * undefined when the page has none (the dev server's page) or it cannot be read.
 */
export function inlinedRemotesManifest(): RemoteManifestEntry[] | undefined {
  const text = document.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as RemoteManifestEntry[]) : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/frontend/remotes: where each remote's current release lives (read on every page load). */
export function getRemotesManifest(): Promise<RemoteManifestEntry[]> {
  // The API serves this page, so it normally answers at once; a hung request must not keep the page blank.
  return getData<RemoteManifestEntry[]>('/api/frontend/remotes', { timeout: 10_000 });
}

const registered = new Set<string>();

/** Registers remotes with the federation runtime the build plugin created (only ones not registered yet). */
export function registerManifest(entries: RemoteManifestEntry[]): void {
  const fresh = entries.filter((entry) => !registered.has(entry.name));
  if (fresh.length === 0) return;
  registerRemotes(
    fresh.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
  for (const entry of fresh) registered.add(entry.name);
}

function isRoutesModule(value: unknown): value is RemoteRoutes {
  if (typeof value !== 'object' || value === null) return false;
  const { storefront, admin } = value as RemoteRoutes;
  return (storefront === undefined || Array.isArray(storefront)) && (admin === undefined || Array.isArray(admin));
}

/**
 * Loads `<remote>/routes`. A remote missing from the manifest (the manifest failed to load, or the remote
 * was added since) sends the shell back to the manifest first.
 */
export async function loadRemoteRoutes(name: string): Promise<RemoteRoutes> {
  if (!registered.has(name)) registerManifest(await getRemotesManifest());
  if (!registered.has(name)) throw new Error(`${name} is not in the remotes manifest`);
  const module = await loadRemoteModule<unknown>(`${name}/routes`);
  if (!isRoutesModule(module)) throw new Error(`${name}/routes does not export storefront/admin route lists`);
  return module;
}
