import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';
import { TEST_FILES_AT_A_TIME } from '../vitest.workers.ts';

export default defineConfig({
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] })],
  test: {
    name: 'mfe-admin-orders',
    // A first render imports Mantine and the catalogues; on a shared 2-core machine that alone can take seconds.
    testTimeout: 30_000,
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    maxWorkers: TEST_FILES_AT_A_TIME,
    setupFiles: ['../shared/ui/src/testing/jsdom-setup.ts'],
    // What DefinePlugin stamps into a build.
    env: { REMOTE_VERSION: '0.0.0-test' },
  },
});
