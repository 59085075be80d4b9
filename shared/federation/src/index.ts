export type { RemoteRoutes, RemoteManifestEntry } from './types.ts';
export {
  loadRemoteModule,
  withTimeout,
  fetchTimeoutPlugin,
  RemoteTimeoutError,
  RemoteLoadError,
  REMOTE_TIMEOUT_MS,
  type LoadRemoteOptions,
} from './remote-loader.ts';
export { RemoteError, type RemoteErrorProps } from './remote-error.tsx';
export {
  RemoteErrorBoundary,
  RemoteOutlet,
  RemoteRouteError,
  type RemoteErrorBoundaryProps,
} from './remote-error-boundary.tsx';
export { AppProviders } from './app-providers.tsx';
export { RouterProvider } from './router-provider.tsx';
export { localeLoader, localeRedirectPath, switchLocalePath } from './locale-route.ts';
export { useRouteLocale, idParam } from './route-params.ts';
