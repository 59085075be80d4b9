// Types of shared-modules.mjs for TypeScript readers (its tests).
import type { RspackPluginInstance, RuleSetRule } from '@rspack/core';

export declare function definingFiles(indexFile: string): Map<string, { file: string; imported: string }>;
export declare function writeSharedModules(
  dir: string,
  production: boolean,
): {
  facades: Record<string, { import: string; version: string }>;
  perExport: Record<string, { version: string; modules: Record<string, string> }>;
};
export declare const perExportImports: { libraryName: string; customName: string; camelToDashComponentName: boolean; transformToDefaultImport: boolean }[];
export declare function perExportLibraryRule(): RuleSetRule;
export declare function wholeImportGuardPlugin(): RspackPluginInstance;
export declare function perExportChunkGroups(): Record<
  string,
  { test: unknown; name?: string | ((module: { nameForCondition?: () => string | null; resource?: string }) => string) }
>;
