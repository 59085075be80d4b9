// Types of shared-modules.mjs for TypeScript readers (its tests).
import type { RspackPluginInstance, RuleSetRule, RuleSetUseItem } from '@rspack/core';

export interface SharedParts {
  version: string;
  /** part -> generated module */
  modules: Record<string, string>;
  /** exported name -> part */
  partOf: Record<string, string>;
}
/** The small Mantine folders whose names are the part `first` (the storefront's first pages draw them). */
export declare const FIRST_PAGE_COMPONENTS: readonly string[];
export declare const FIRST_PART: 'first';
export declare const CORE_PART: 'core';
export declare const BASE_PART: 'base';
/** The core's names in the part `base`, which every page starts with. */
export declare const START_CORE_NAMES: readonly string[];
/** The shell's file for the module of the part `core` and the files only its names bring. */
export declare const CORE_PART_CHUNK: 'mantine-core-rest';
/** Parts whose module also exports another part's names (`small` exports `first`'s, `core` exports `base`'s). */
export declare const SUPERSET_PARTS: Readonly<Record<string, string>>;
export declare function definingFiles(indexFile: string): Map<string, { file: string; imported: string }>;
export declare function writeSharedModules(
  dir: string,
  production: boolean,
): { facades: Record<string, { import: string; version: string }>; parts: Record<string, SharedParts> };
export declare function partsOfNames(
  dir: string,
  facades?: Record<string, string[]>,
): Record<string, Record<string, string>>;
export declare function partImportsLoader(parts: Record<string, SharedParts>): RuleSetUseItem;
export declare function partImportsLibraryRule(parts: Record<string, SharedParts>): RuleSetRule;
export declare function wholeImportGuardPlugin(): RspackPluginInstance;
/** What libraryChunkOf reads of a module of the build. */
export interface GraphModule {
  identifier(): string;
  resource?: string;
  nameForCondition?: () => string | null;
}
export declare function libraryChunkOf<M extends GraphModule>(
  chunkOf: (module: M) => string | undefined,
  moduleGraph: {
    getIncomingConnections(module: M): { originModule: M | null; getActiveState(runtime: undefined): unknown }[];
  },
): (module: M) => string | undefined;
/** The shell's file for the core's modules several non-start parts need and no start part does (ModalBase's pieces, react-remove-scroll). */
export declare const SHARED_OFF_START: 'mantine-shared';
export declare function offStartChunkOf<M extends GraphModule>(
  chunkOf: (module: M) => string | undefined,
  libraryChunk: (module: M) => string | undefined,
  moduleGraph: {
    getIncomingConnections(module: M): { originModule: M | null; getActiveState(runtime: undefined): unknown }[];
  },
  startParts: Set<string>,
): (module: M) => string | undefined;
/** `startChunk`: part chunks whose modules go into the shell's start chunk instead (start-chunk.mjs). */
export declare function partChunkGroups(options?: { startChunk?: { name: string; parts: Set<string> } }): Record<
  string,
  {
    test: unknown;
    name?:
      | string
      | ((module: { nameForCondition?: () => string | null; resource?: string; identifier?: () => string }) => string);
  }
>;
