import type { RemoteNavEntry } from '@shop/contracts';
import type { RouteObject } from 'react-router';

/**
 * What a remote's `./routes` module exports: route objects for the storefront (relative to `/:locale`)
 * and/or the back-office (relative to `/:locale/admin`). Pages are `lazy`; loaders prefetch with
 * `queryClient.ensureQueryData`.
 */
export interface RemoteRoutes {
  storefront?: RouteObject[];
  admin?: RouteObject[];
}

/** One line of the remotes manifest (GET /api/frontend/remotes). */
export interface RemoteManifestEntry {
  name: string;
  package: string;
  version: string;
  entry: string;
  /** First path segments the release serves per area ('' = the area's index); see RemotePaths in @shop/contracts. */
  paths?: { storefront?: string[]; admin?: string[] };
  /** The release's back-office menu entries (the shell renders them; see RemoteNavEntry in @shop/contracts). */
  nav?: RemoteNavEntry[];
}
