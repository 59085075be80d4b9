import { defineProject } from 'vitest/config';

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
  },
});
