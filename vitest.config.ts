import { defineConfig } from 'vitest/config';

// One vitest run for the whole workspace; each package describes its own project
// (environment, setup, plugins) in its own vitest.config.ts.
// How many files run at a time is each project's own setting, one value for all (vitest.workers.ts): vitest schedules
// a project's files with its project's value, and a project read from its own config file does not inherit this one.
export default defineConfig({
  test: {
    projects: ['api', 'shared/*', 'shell', 'mfe-*'],
  },
});
