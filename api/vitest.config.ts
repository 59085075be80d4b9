import { defineProject } from 'vitest/config';
import { TEST_FILES_AT_A_TIME } from '../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Starts the embedded PostgreSQL for the run unless DATABASE_URL names a server; each test file gets its own database.
    globalSetup: ['./test/global-setup.ts'],
    // Generous: several tests start real server processes and databases; CI machines have 2 loaded cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker less than the machine's cores: one on CI's two, so these files ran one after
    // another. Most of their time is spent waiting on PostgreSQL, on servers they spawn and on timers, not on CPU:
    // the whole suite took 637 s with one worker and 430 s with three (2026-12-02, two cores). Each file has its own
    // database, so files running side by side share nothing. The front-end projects share the pool (vitest.workers.ts).
    maxWorkers: TEST_FILES_AT_A_TIME,
  },
});
