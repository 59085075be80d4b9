import { MantineProvider } from '@mantine/core';

/**
 * Mantine's core, asked for ahead of the app by src/index.ts: its provider is in the part every page draws with. A
 * module of its own because `@mantine/core` is shared in parts, and the shell's build maps each name it imports to its
 * part. It holds a value rather than a bare re-export: a re-export alone builds a chunk without source map, which the
 * budget spec refuses (every first-load script must say which package its bytes come from).
 */
export const mantineCore = { MantineProvider };
