import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';
import { TEST_FILES_AT_A_TIME } from '../../vitest.workers.ts';

export default defineConfig({
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] })],
  test: {
    name: 'federation',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    maxWorkers: TEST_FILES_AT_A_TIME,
    setupFiles: ['../ui/src/testing/jsdom-setup.ts'],
    // The chunking tests cut Mantine into parts (writeSharedModules reads Mantine's whole file
    // graph): over vitest's 5 s on a busy machine.
    testTimeout: 30_000,
  },
});
