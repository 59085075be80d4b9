import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] })],
  test: {
    name: 'mfe-checkout',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared/ui/src/testing/jsdom-setup.ts'],
    // The first test of a file loads the lazy pages on a shared 2-core machine; 5 s is too tight for that.
    testTimeout: 20_000,
  },
});
