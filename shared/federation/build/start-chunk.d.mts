// Types of start-chunk.mjs for TypeScript readers (its tests).
import type { OptimizationSplitChunksCacheGroup } from '@rspack/core';

export declare const START_CHUNK: string;
export declare const START_MANTINE_CHUNKS: Set<string>;
export declare const START_CATALOGUES_PREFIX: string;
export declare function startLibrariesGroup(): OptimizationSplitChunksCacheGroup;
export declare function startCataloguesGroup(): OptimizationSplitChunksCacheGroup;
