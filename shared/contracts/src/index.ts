export * from './envelope.ts';
export * from './identity.ts';
export * from './catalog.ts';
export * from './platform.ts';
export * from './account.ts';
export * from './location.ts';
export * from './social.ts';
export * from './user-admin.ts';
