import { defineConfig } from 'vitest/config';

// One vitest run for the whole workspace; each package describes its own project
// (environment, setup, plugins) in its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['api', 'shared/*', 'shell', 'mfe-*'],
    // Vitest's default is one worker less than the machine's cores: one worker on CI's two cores, so the 153 files ran
    // one after another (637 s). Most of an API test file's time is spent waiting on PostgreSQL, on servers it spawned
    // and on timers, not on this process's CPU: three at a time took 430 s on the same two cores (2026-12-02). Each
    // API test file has its own database, so files running side by side share nothing.
    maxWorkers: 3,
  },
});
