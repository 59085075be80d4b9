import { defineConfig } from 'vitest/config';

// One vitest run for the whole workspace; each package describes its own project
// (environment, setup, plugins) in its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['api', 'shared/*', 'shell', 'mfe-*'],
  },
});
