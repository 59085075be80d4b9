// Stands in for React Router's instrumentation module (`react-router/dist/*/lib/router/instrumentation.js`) in every
// app's build (../react-router-stand-ins.mjs). Instrumentation wraps the router, its loaders and its navigations with the hooks
// passed as `createBrowserRouter(routes, { instrumentations })`; the shop passes none, yet the router imports the
// module, so every page downloaded it (about 1 KB brotli of `/en`). Without instrumentations the router only ever asks
// it for a navigation's result receiver, of which there is none. A build that passes instrumentations fails here
// at its first router, instead of running without them.
// Names: every export of the real module (test/react-router-stand-ins.test.ts compares them).

const unsupported = () => {
  throw new Error('no React Router instrumentations in the shop');
};

/** No router is instrumented, so none has a receiver of its navigations' results. */
export const consumeInstrumentationClientResultMetaReceiver = () => undefined;
export const getRouteInstrumentationUpdates = unsupported;
export const instrumentClientSideRouter = unsupported;
export const instrumentHandler = unsupported;
export const instrumentationResultMetaContext = undefined;
