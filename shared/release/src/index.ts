export * from './remotes.ts';
export * from './release-log.ts';
export * from './shared-needs.ts';
export * from './console.ts';
export * from './live-shell.ts';
