// One Lighthouse run (npm `lighthouse`, its CLI) on a fresh Chromium profile, so every run is a new visitor's cold
// cache: mobile is Lighthouse's default (a mid-range phone, simulated slow 4G and 4x CPU slowdown), desktop its
// desktop preset.
import { execFile } from 'node:child_process';
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
  requests: RecordedRequest[];
}

interface Report {
  runtimeError?: { code: string; message: string };
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: RecordedRequest[] } }>;
}

export async function lighthouse(url: string, formFactor: FormFactor, chromiumPath: string): Promise<LighthouseFigures> {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const { stdout } = await run(lighthouseBin, args, {
    env: { ...process.env, CHROME_PATH: chromiumPath },
    maxBuffer: 256 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? Number.NaN) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    requests: report.audits['network-requests']?.details?.items ?? [],
  };
}
