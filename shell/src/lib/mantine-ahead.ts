// Mantine's core, asked for ahead of the app (src/index.ts): its provider is in the part every page draws with.
export { MantineProvider } from '@mantine/core';
