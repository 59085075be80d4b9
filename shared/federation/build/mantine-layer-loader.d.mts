// Types of mantine-layer-loader.mjs for TypeScript readers (its tests).
export default function mantineLayerLoader(this: { resourcePath: string }, source: string): string;
