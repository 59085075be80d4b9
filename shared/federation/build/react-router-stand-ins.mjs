// Modules of React Router that the shop never runs, replaced in every app's build by small stand-ins exporting the
// same names (./react-router/): the data router imports them whether or not it uses them, so every page downloaded
// them. Each stand-in does what the real module does for a data router without instrumentation (the shop's), and
// throws where only a configuration the shop does not use would reach. `test/react-router-stand-ins.test.ts` checks
// that each exports every name of the module it replaces (a React Router upgrade that adds one fails there).
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const LIB = String.raw`[\\/]react-router[\\/]dist[\\/](?:production|development)[\\/]lib[\\/]`;

/** The replaced module (by its path, in both of React Router's builds) -> its stand-in. */
export const REACT_ROUTER_STAND_INS = [
  // Instrumentation: hooks around the router's navigations and loaders, passed as `instrumentations` (never).
  [new RegExp(`${LIB}router[\\\\/]instrumentation\\.js$`), './react-router/instrumentation.mjs'],
  // Framework mode's components: Link's prefetch of route modules, Links, Meta, Scripts.
  [new RegExp(`${LIB}dom[\\\\/]ssr[\\\\/]components\\.js$`), './react-router/framework-components.mjs'],
].map(([pattern, standIn]) => ({ pattern, standIn: fileURLToPath(new URL(standIn, import.meta.url)) }));

/** @returns {import('@rspack/core').RspackPluginInstance[]} */
export function reactRouterStandInPlugins() {
  return REACT_ROUTER_STAND_INS.map(
    ({ pattern, standIn }) => new rspack.NormalModuleReplacementPlugin(pattern, standIn),
  );
}
