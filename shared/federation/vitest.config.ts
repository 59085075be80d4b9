import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] })],
  test: {
    name: 'federation',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['../ui/src/testing/jsdom-setup.ts'],
    // The chunking tests cut Mantine into parts (writeSharedModules reads Mantine's whole file
    // graph): over vitest's 5 s on a busy machine.
    testTimeout: 30_000,
  },
});
