import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] })],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['@shop/ui/testing/jsdom-setup.ts'],
  },
});
