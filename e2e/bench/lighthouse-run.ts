// One Lighthouse run (npm `lighthouse`, its CLI) on a fresh Chromium profile, so every run is a new visitor's cold
// cache: mobile is Lighthouse's default (a mid-range phone, simulated slow 4G and 4x CPU slowdown), desktop its
// desktop preset. The mobile CPU slowdown is relative to the machine running it: Lighthouse's 4x turns a high-end
// desktop into a mid-tier phone, and on a slower host it simulates a slower phone. Each run reports the host's
// `benchmarkIndex` (Lighthouse's own CPU benchmark) so figures from different machines can be told apart, and
// BENCH_WEB_CPU_SLOWDOWN calibrates the slowdown as Lighthouse's docs/throttling.md advises.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RecordedRequest } from './first-load-bytes.ts';

const run = promisify(execFile);
const lighthouseBin = join(import.meta.dirname, '..', 'node_modules', '.bin', 'lighthouse');

// Without the background-networking flags Chromium keeps dialling out (and this machine has no internet).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** Milliseconds. */
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's CPU benchmark of the host during the run (higher is faster; 1500-2000 a high-end desktop). */
  benchmarkIndex: number;
  requests: RecordedRequest[];
}

interface Report {
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: RecordedRequest[] } }>;
}

/** One run; a run Lighthouse itself reports as broken (NO_NAVSTART, NO_FCP on a loaded machine) is made again. */
export async function lighthouse(
  url: string,
  formFactor: FormFactor,
  chromiumPath: string,
  cpuSlowdown?: number,
  attempts = 3,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, formFactor, chromiumPath, cpuSlowdown);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`\n${(error as Error).message}; running it again`);
    }
  }
}

/** `cpuSlowdown` replaces the mobile preset's 4x when given (the desktop preset has no CPU slowdown). */
async function lighthouseOnce(
  url: string,
  formFactor: FormFactor,
  chromiumPath: string,
  cpuSlowdown?: number,
): Promise<LighthouseFigures> {
  // The report goes to a file Lighthouse writes itself: read from its stdout, the JSON now and then did not parse (a
  // run failed with "Expected double-quoted property name in JSON at position 146174" on 2026-12-02), and the run
  // had to be made again.
  const folder = await mkdtemp(join(tmpdir(), 'bench-web-'));
  const reportPath = join(folder, 'report.json');
  const args = [
    url,
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ...(formFactor === 'mobile' && cpuSlowdown !== undefined
      ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]
      : []),
  ];
  let report: Report;
  try {
    // The CLI exits with an error on a runtime error but still writes the report, which says what went wrong.
    const failure = await run(lighthouseBin, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      () => undefined,
      (error: { stderr?: string; message: string }) => error,
    );
    const text = await readFile(reportPath, 'utf8').catch(() => '');
    if (!text)
      throw new Error(
        `Lighthouse on ${url} failed: ${(failure?.stderr ?? failure?.message ?? 'no report').trim().split('\n').slice(-3).join(' ')}`,
      );
    report = JSON.parse(text) as Report;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  if (report.runtimeError) throw new Error(`Lighthouse on ${url} (${formFactor}): ${report.runtimeError.code}`);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? Number.NaN) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: report.environment.benchmarkIndex,
    requests: report.audits['network-requests']?.details?.items ?? [],
  };
}
