import { defineConfig } from '@playwright/test';
import { bakongOrigin, e2eEnv, e2eOrigin } from './tests/support/compose.ts';

/** The specs of the `shared-state` project (see `projects`). */
const SHARED_STATE = [
  /back-office\/.*\.spec\.ts/,
  /khmer-pages\.spec\.ts/,
  /delivery-checkout\.spec\.ts/,
  /phone-pictures\.spec\.ts/,
  /search-understanding\.spec\.ts/,
];

// The composed app is started exactly as `npm start` starts it (scripts/compose.ts, after the
// production builds made by `npm test`), on its own ports and folders so a running shop is not disturbed.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two specs at a time, where they cannot see each other (projects below): most of a spec's time is spent waiting on
  // the shop, its timers and the browser's network, not on the CPU.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: e2eOrigin,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium keeps dialling out, and this machine has no internet.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
    // The production shell registers a service worker (docs/storefront.md, "Installable and offline"). Specs run
    // without it, so each reads the files and answers the composition serves now; the specs of the worker allow it.
    serviceWorkers: 'block',
  },
  projects: [
    // The shopper's specs: each works on records of its own (a new shopper, its cart and orders) and reads what no
    // other spec here changes, so two run side by side.
    { name: 'app', testIgnore: [/resilience\//, ...SHARED_STATE] },
    // Specs that change what every page shows (texts, the live release, a supplier's store, currencies, payment
    // methods, the catalogue, districts) or read shop-wide lists and counts (the dashboard's pending orders, the audit
    // trail, every name on a Khmer staff page): one at a time, with nothing else running.
    { name: 'shared-state', testMatch: SHARED_STATE, workers: 1, dependencies: ['app'] },
    // Stops and replaces remotes, so it runs after everything else.
    { name: 'resilience', testMatch: /resilience\/.*\.spec\.ts/, workers: 1, dependencies: ['shared-state'] },
  ],
  webServer: [
    {
      // The bank the shop asks whether a KHQR was paid (a spec pays a code through it).
      command: `node ../api/test/support/bakong-stand-in-server.ts ${new URL(bakongOrigin).port}`,
      url: `${bakongOrigin}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../scripts/compose.ts',
      url: `${e2eOrigin}/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      // E2E_SERVER_LOG=1 shows the composed app's own log, to see why it did not start.
      stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
      stderr: 'pipe',
      env: e2eEnv,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
});
