// The second visit (issue 39 §1): a browser opens a page once, the service worker installs and keeps the visit
// (<html data-offline-ready>), then the page is opened again in a new tab of the same browser profile. Counts the
// JavaScript that crossed the network on each visit (the page's requests not answered by the service worker, and
// the worker's own requests; a browser-cache hit counts 0) and the repeat visit's Largest Contentful Paint.
import { chromium, type BrowserContext, type Page, type Request } from '@playwright/test';

export interface VisitFigures {
  /** JavaScript files the page used. */
  scripts: number;
  /** Of them, answered by the service worker. */
  fromServiceWorker: number;
  /** JavaScript bytes the page's own requests took over the network (bodies as sent, compressed). */
  networkBytes: number;
  /** JavaScript bytes the service worker's own requests took over the network (its precache, its network-first files). */
  serviceWorkerBytes: number;
  lcpMs: number;
}

export interface RepeatVisitFigures {
  first: VisitFigures;
  repeat: VisitFigures;
}

const isScript = (url: string) => /\.m?js(\?|$)/.test(new URL(url).pathname);

async function visit(
  context: BrowserContext,
  url: string,
  settle: (page: Page) => Promise<void>,
): Promise<VisitFigures> {
  const figures = { scripts: 0, fromServiceWorker: 0, networkBytes: 0, serviceWorkerBytes: 0, lcpMs: 0 };
  const pending: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    if (!isScript(request.url())) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        if (!request.serviceWorker()) figures.scripts += 1;
        if (response.fromServiceWorker()) {
          figures.fromServiceWorker += 1;
          return;
        }
        // A browser-cache hit has no body size (-1): nothing crossed the network.
        const bytes = Math.max(0, (await request.sizes()).responseBodySize);
        if (request.serviceWorker()) figures.serviceWorkerBytes += bytes;
        else figures.networkBytes += bytes;
      })(),
    );
  };
  context.on('requestfinished', onFinished);
  const page = await context.newPage();
  await page.goto(url);
  await settle(page);
  figures.lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(Math.round(entries[entries.length - 1]!.startTime));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  context.off('requestfinished', onFinished);
  await Promise.all(pending);
  await page.close();
  return figures;
}

export async function repeatVisit(url: string, chromiumPath: string): Promise<RepeatVisitFigures> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 412, height: 823 } });
    const first = await visit(context, url, async (page) => {
      await page.locator('html[data-offline-ready="true"]').waitFor({ state: 'attached', timeout: 90_000 });
    });
    const repeat = await visit(context, url, async (page) => {
      await page.locator('[data-remote]').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    });
    return { first, repeat };
  } finally {
    await browser.close();
  }
}
