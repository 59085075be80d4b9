import { flushSync } from 'react-dom';
import { RouterProvider as RouterProviderWithoutDom, type RouterProviderProps } from 'react-router';

/**
 * React Router's provider for the browser: what `react-router/dom` exports, written here so the shop does not load
 * that entry. `react-router/dom` also carries the framework-mode and RSC routers (HydratedRouter and its helpers),
 * and shared as a singleton it was shipped whole; this is the one line the shop used from it.
 */
export function RouterProvider(props: Omit<RouterProviderProps, 'flushSync'>) {
  return <RouterProviderWithoutDom flushSync={flushSync} {...props} />;
}
