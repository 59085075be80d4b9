// Types of instrumentation.mjs for TypeScript readers (its tests).
export declare const consumeInstrumentationClientResultMetaReceiver: (router: unknown) => undefined;
export declare const getRouteInstrumentationUpdates: () => never;
export declare const instrumentClientSideRouter: () => never;
export declare const instrumentHandler: () => never;
export declare const instrumentationResultMetaContext: undefined;
