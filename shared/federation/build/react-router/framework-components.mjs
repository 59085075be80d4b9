// Stands in for React Router's framework-mode components (`react-router/dist/*/lib/dom/ssr/components.js`) in every
// app's build (../react-router-stand-ins.mjs). The data router's `Link` imports them for `prefetch`, which only works
// inside framework mode's context (it fetches the route modules' files a framework build lists); with that context
// absent, which the shop always is (a data router, no framework build), `usePrefetchBehavior` answers "no prefetch"
// and the rest is never drawn. The real module brought the framework's link, manifest and single-fetch helpers to every
// page (about 1.2 KB brotli of `/en`). Names: every export of the real module (test/react-router-stand-ins.test.ts).
import { createContext, useRef } from 'react';

const frameworkOnly = () => {
  throw new Error('no React Router framework mode in the shop');
};

/** Never provided: the shop's router is a data router. */
export const FrameworkContext = createContext(undefined);
export const CRITICAL_CSS_DATA_ATTRIBUTE = 'data-react-router-critical-css';

/** What the real hook answers outside framework mode: no prefetch, its ref, no handlers of its own. */
export function usePrefetchBehavior() {
  const ref = useRef(null);
  return [false, ref, {}];
}

/** @param {...(((value: unknown) => void) | { current: unknown } | null | undefined)} refs */
export function mergeRefs(...refs) {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref != null) ref.current = value;
    }
  };
}

export const Links = frameworkOnly;
export const Meta = frameworkOnly;
export const PrefetchPageLinks = frameworkOnly;
export const Scripts = frameworkOnly;
export const setIsHydrated = frameworkOnly;
export const useFrameworkContext = frameworkOnly;
