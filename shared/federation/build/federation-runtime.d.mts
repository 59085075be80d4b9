// Types of federation-runtime.mjs for TypeScript readers (the release check in @shop/release, its tests).
import type { RspackPluginInstance, RuleSetRule } from '@rspack/core';

export declare const FEDERATION_RUNTIME_GLOBAL: string;
export declare function federationRuntime(): {
  version: string;
  bundlerRuntimeDir: string;
  runtimeEntry: string;
  errorCodesEntry: string;
};
export declare function federationRuntimeVersion(): string;
export declare function federationRuntimeAsModules(): { plugin: RspackPluginInstance; rule: RuleSetRule };
export declare function providedRuntimeModule(dir: string): string;
export declare function runtimeFromShellModule(dir: string, name: string): string;
export declare function runtimeFromShellPlugin(dir: string, name: string): RspackPluginInstance;
