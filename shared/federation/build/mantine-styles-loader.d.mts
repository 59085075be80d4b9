// Types of mantine-styles-loader.mjs for TypeScript readers (its tests).
export default function mantineStylesLoader(this: { resourcePath: string }, source: string): string;
