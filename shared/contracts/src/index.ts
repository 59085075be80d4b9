export * from './envelope.ts';
export * from './identity.ts';
export * from './catalog.ts';
export * from './platform.ts';
export * from './catalog-vocabulary.ts';
