// Types of per-part-loader.mjs for TypeScript readers (its tests).
export declare function rewritePartImports(source: string, partOf: Record<string, Record<string, string>>): string;
