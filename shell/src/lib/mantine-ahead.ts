import { MantineProvider } from '@mantine/core';

/**
 * Mantine's core, asked for ahead of the app by src/index.ts: its provider is in the part every page draws with.
 * (A module of its own: `@mantine/core` is shared in parts, and the shell's build maps each name it imports to its part.)
 */
export const mantineCore = { MantineProvider };
