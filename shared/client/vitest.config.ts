import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'client',
    environment: 'jsdom',
    include: ['test/**/*.test.ts'],
  },
});
