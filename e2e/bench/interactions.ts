// Interaction to Next Paint on a slow phone (issue 39 §2): Chromium with its CPU slowed down (CDP
// Emulation.setCPUThrottlingRate, 10x by default) opens a page, waits until it is drawn and the network is idle, then
// a script does what a shopper does: opens the vehicle selector (the header's chosen-vehicle button and its garage),
// adds a part to the cart (the part page's first offer), opens the phone's menu. Each interaction's latency is read
// from the browser's own Event Timing entries (a PerformanceObserver of `event` entries with durationThreshold 16, the
// smallest the API allows): the longest entry of the interaction, from the input to the next paint, as INP counts it.
// A fresh browser context per interaction: a new visitor, the interaction's code not loaded yet (it counts).
import { chromium, type Page } from '@playwright/test';

export interface InteractionFigures {
  name: string;
  path: string;
  /** The interaction's latency (ms): the longest Event Timing entry of it; undefined when none was recorded. */
  inpMs: number | undefined;
  /** Every entry's event type and duration, to see which event was slow. */
  entries: string[];
}

interface Interaction {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  /** Does the interaction and waits until its result is on screen. */
  act(page: Page): Promise<void>;
}

const PHONE = { width: 412, height: 823 };

/** The interactions measured, on the pages the Lighthouse runs measure. */
export function interactions(partPath: string): Interaction[] {
  return [
    {
      name: 'open the vehicle selector',
      path: '/en',
      // The header's button (on a phone it is inside the menu, measured below).
      viewport: { width: 1280, height: 800 },
      act: async (page) => {
        await page.getByTestId('chosen-vehicle').click();
        await page.getByTestId('garage-panel').waitFor();
      },
    },
    {
      name: 'add to cart',
      path: partPath,
      viewport: PHONE,
      act: async (page) => {
        const count = page.getByRole('banner').getByTestId('header-cart');
        await page
          .getByTestId('offer')
          .first()
          .getByRole('button', { name: /Add to cart/ })
          .click();
        await page.waitForFunction((cart) => cart?.getAttribute('data-count') !== '0', await count.elementHandle());
      },
    },
    {
      name: 'open the phone menu',
      path: '/en',
      viewport: PHONE,
      act: async (page) => {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('combobox', { name: 'Search the shop' }).waitFor();
      },
    },
  ];
}

/** Collects Event Timing entries from the page's start (an init script, so none is missed). */
const OBSERVE_EVENTS = () => {
  const seen: { type: string; duration: number; interactionId: number }[] = [];
  (window as unknown as { __eventTimings: typeof seen }).__eventTimings = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      seen.push({ type: entry.name, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
};

/** Measures each interaction once at `cpuSlowdown`, on a fresh context of one browser. */
export async function measureInteractions(
  origin: string,
  chromiumPath: string,
  partPath: string,
  cpuSlowdown = 10,
): Promise<InteractionFigures[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results: InteractionFigures[] = [];
  try {
    for (const interaction of interactions(partPath)) {
      const context = await browser.newContext({ viewport: interaction.viewport, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await page.addInitScript(OBSERVE_EVENTS);
        await page.goto(origin + interaction.path, { timeout: 120_000 });
        await page.locator('[data-remote="mfe-catalog"]').first().waitFor({ timeout: 120_000 });
        await page.waitForLoadState('networkidle', { timeout: 120_000 });
        await interaction.act(page);
        // The entry is reported after the next paint; give the slowed-down page time to report it.
        await page.waitForTimeout(2_000);
        const entries = await page.evaluate(
          () =>
            (window as unknown as { __eventTimings: { type: string; duration: number; interactionId: number }[] })
              .__eventTimings,
        );
        const ofInteractions = entries.filter((entry) => entry.interactionId > 0);
        results.push({
          name: interaction.name,
          path: interaction.path,
          inpMs: ofInteractions.length ? Math.max(...ofInteractions.map((entry) => entry.duration)) : undefined,
          entries: ofInteractions.map((entry) => `${entry.type} ${Math.round(entry.duration)}`),
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
