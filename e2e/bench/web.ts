// `pnpm bench:web`: how fast the storefront is for a new visitor. Builds what is out of date, composes the shop as
// `npm start` does (scripts/compose.ts) on its own ports and folder (.bench-web/), then runs Lighthouse three times
// per page, mobile (4x CPU slowdown), a slow phone (10x) and desktop, on /en, /kh, a vehicle filter page and a part
// page, and prints the median scores, LCP, TBT and CLS, and each page's first-load bytes (raw, gzip, brotli; by kind
// of file and by package); then the latency of three interactions on the slow phone (interactions.ts: INP).
// Timings are figures for docs/performance.md, never asserted anywhere.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadBytes, type FirstLoad, type Sizes } from './first-load-bytes.ts';
import { lighthouse, type FormFactor, type LighthouseFigures } from './lighthouse-run.ts';
import { measureInteractions } from './interactions.ts';
import { repeatVisit } from './repeat-visit.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const benchDir = join(repoRoot, '.bench-web');
const port = Number(process.env.BENCH_WEB_PORT ?? 3940);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The mobile CPU slowdown; unset, Lighthouse's default 4x (see lighthouse-run.ts on calibrating it to the host). */
const cpuSlowdown = process.env.BENCH_WEB_CPU_SLOWDOWN ? Number(process.env.BENCH_WEB_CPU_SLOWDOWN) : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
  throw new Error(`BENCH_WEB_CPU_SLOWDOWN must be a number of at least 1, not ${process.env.BENCH_WEB_CPU_SLOWDOWN}`);
/** The slow phone's CPU slowdown (issue 39 §2: an entry-level Android phone): Lighthouse's mobile run and the INP run. */
const slowPhone = Number(process.env.BENCH_WEB_SLOW_CPU ?? 10);
const inpTries = Number(process.env.BENCH_WEB_INP_TRIES ?? 1);

/** The Lighthouse runs of each page: the mobile preset, the same at the slow phone's slowdown (`slow`), the desktop preset. */
const PROFILES = [
  { name: 'mobile', form: 'mobile', slowdown: cpuSlowdown },
  { name: 'slow', form: 'mobile', slowdown: slowPhone },
  { name: 'desktop', form: 'desktop', slowdown: undefined },
] as const satisfies { name: string; form: FormFactor; slowdown: number | undefined }[];
type Profile = (typeof PROFILES)[number]['name'];
const APPS = [
  'shell',
  'mfe-catalog',
  'mfe-checkout',
  'mfe-account',
  'mfe-admin-orders',
  'mfe-admin-stock',
  'mfe-admin-system',
];
const SHARED_SOURCES = [
  'shared/ui/src',
  'shared/i18n/src',
  'shared/client/src',
  'shared/federation/src',
  'shared/federation/build',
  'shared/contracts/src',
  'shared/admin/src',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => (name === 'node_modules' ? newest : Math.max(newest, newestChange(join(path, name)))),
    info.mtimeMs,
  );
}

/** Rebuilds the apps (production) when a build is missing or older than its sources or the shared packages. */
function buildIfNeeded(): void {
  const shared = Math.max(...SHARED_SOURCES.map((dir) => newestChange(join(repoRoot, dir))));
  const stale = APPS.filter((app) => {
    const marker = join(repoRoot, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!existsSync(marker)) return true;
    const sources = Math.max(
      shared,
      newestChange(join(repoRoot, app, 'src')),
      newestChange(join(repoRoot, app, 'package.json')),
    );
    return sources > statSync(marker).mtimeMs;
  });
  if (stale.length === 0) return;
  console.log(`building ${stale.join(', ')} (production)`);
  const filters = stale.flatMap((app) => ['--filter', `./${app}`]);
  const build = spawnSync('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (
      await fetch(`${origin}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the composed shop did not answer ${origin}/health`);
}

/** The shop as `npm start` runs it, with the demo data, in .bench-web/ (kept between runs: seeding is slow). */
function compose() {
  mkdirSync(benchDir, { recursive: true });
  const child = spawn(process.execPath, [join('scripts', 'compose.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      REMOTE_PORT_BASE: String(port + 11),
      CDN_DIR: join(benchDir, 'cdn'),
      RUN_DIR: join(benchDir, 'run'),
      DATA_DIR: join(benchDir, 'data'),
      EMBEDDED_PG_PORT: process.env.BENCH_WEB_PG_PORT ?? '54396',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await stopped;
    },
  };
}

async function data<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(origin + path, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The measured pages: home in both languages, a Camry 2015's vehicle filter and the first part that fits it. */
async function pages(): Promise<{ name: string; path: string }[]> {
  const brand = (await data<{ id: number; name: string }[]>('/api/frontend/brand?size=100')).find(
    (b) => b.name === 'Toyota',
  )!;
  const year = (await data<{ id: number; value: number }[]>('/api/frontend/dashboard/year')).find(
    (y) => y.value === 2015,
  )!;
  const model = (
    await data<{ id: number; name: string }[]>(`/api/frontend/dashboard/model/${year.id}/brand/${brand.id}`)
  ).find((m) => m.name === 'Camry')!;
  const [part] = await data<{ id: number }[]>('/api/frontend/dashboard', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ yearId: year.id, brandId: brand.id, modelId: model.id, size: 1 }),
  });
  return [
    { name: '/en', path: '/en' },
    { name: '/kh', path: '/kh' },
    { name: 'filter', path: `/en/filter?year=${year.id}&brand=${brand.id}&model=${model.id}` },
    { name: 'part', path: `/en/part/${part!.id}` },
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (s: Sizes) => `${kb(s.raw)} raw, ${kb(s.gzip)} gzip, ${kb(s.brotli)} br`;

/** One run's figures without its recorded requests (the mobile run's first one gives the page's bytes). */
type RunFigures = Omit<LighthouseFigures, 'requests'>;

interface PageResult {
  page: string;
  path: string;
  medians: Record<Profile, RunFigures>;
  /** Every run, in order: a median alone hides whether one slow run set pulled it down. */
  runs: Record<Profile, RunFigures[]>;
  bytes: FirstLoad;
}

const withoutRequests = ({ requests: _requests, ...figures }: LighthouseFigures): RunFigures => figures;

function medians(figures: LighthouseFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(figures.map((f) => f[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

function print(results: PageResult[]): void {
  const hostIndex = median(results.flatMap(({ medians: m }) => Object.values(m).map((f) => f.benchmarkIndex)));
  console.log(
    `\nLighthouse, median of ${runs} runs (cold cache each); mobile CPU slowdown ${cpuSlowdown ?? 4}x, slow phone ${slowPhone}x; host benchmarkIndex ${Math.round(hostIndex)}`,
  );
  console.log('page     form     perf  a11y      LCP      TBT     CLS  index  runs (perf/TBT ms)');
  for (const { page, medians: m, runs: byRun } of results) {
    for (const { name: form } of PROFILES) {
      const f = m[form];
      const each = byRun[form].map((run) => `${run.performance}/${Math.round(run.tbt)}`).join(' ');
      console.log(
        `${page.padEnd(8)} ${(form === 'slow' ? `mob ${slowPhone}x` : form).padEnd(8)} ${String(f.performance).padStart(4)}  ${String(f.accessibility).padStart(4)}  ${`${(f.lcp / 1000).toFixed(2)} s`.padStart(7)}  ${`${Math.round(f.tbt)} ms`.padStart(7)}  ${f.cls.toFixed(3).padStart(6)}  ${String(Math.round(f.benchmarkIndex)).padStart(5)}  ${each}`,
      );
    }
  }
  for (const { page, path, bytes } of results) {
    console.log(
      `\nFirst load of ${page} (${path}), mobile run: ${bytes.requests} requests, ${kb(bytes.transferred)} transferred`,
    );
    for (const [kind, total] of Object.entries(bytes.byKind).sort((a, b) => b[1].raw - a[1].raw)) {
      console.log(`  ${kind.padEnd(12)} ${String(total.files).padStart(3)} files  ${sizes(total)}`);
    }
    console.log('  JavaScript and CSS by package:');
    for (const [name, total] of Object.entries(bytes.byPackage).sort((a, b) => b[1].brotli - a[1].brotli)) {
      if (total.brotli >= 512) console.log(`    ${name.padEnd(28)} ${sizes(total)}`);
    }
  }
}

// BENCH_WEB_BUILD=0 measures the builds as they are (e.g. an earlier commit's, to compare with).
if (process.env.BENCH_WEB_BUILD !== '0') buildIfNeeded();
const shop = compose();
try {
  await waitForHealth(Date.now() + 300_000);
  const results: PageResult[] = [];
  const file = join(benchDir, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  // The second visit with the service worker (Lighthouse starts each run with empty storage, so it never sees one).
  const repeat = await repeatVisit(`${origin}/en`, chromiumPath);
  const visitLine = (name: string, v: typeof repeat.first) =>
    `${name}: ${v.scripts} scripts, ${v.fromServiceWorker} from the service worker, ${v.networkBytes} bytes of JavaScript over the network for the page and ${v.serviceWorkerBytes} for the service worker, LCP ${v.lcpMs} ms`;
  console.log(
    `/en with the service worker\n  ${visitLine('first visit', repeat.first)}\n  ${visitLine('repeat visit', repeat.repeat)}`,
  );
  writeFileSync(join(benchDir, 'repeat-visit.json'), `${JSON.stringify(repeat, null, 2)}\n`);
  // BENCH_WEB_REPEAT_ONLY=1 measures the second visit alone.
  const measured = process.env.BENCH_WEB_REPEAT_ONLY === '1' ? [] : await pages();
  // BENCH_WEB_INP_ONLY=1 measures the interactions alone.
  for (const { name, path } of process.env.BENCH_WEB_INP_ONLY === '1' ? [] : measured) {
    const byProfile = Object.fromEntries(
      PROFILES.map(({ name: profile }) => [profile, [] as LighthouseFigures[]]),
    ) as Record<Profile, LighthouseFigures[]>;
    for (let run = 0; run < runs; run += 1) {
      // The three profiles of a run side by side, so a busier minute of the host pulls them alike.
      for (const { name: profile, form, slowdown } of PROFILES) {
        byProfile[profile].push(await lighthouse(origin + path, form, chromiumPath, slowdown));
        process.stdout.write('.');
      }
    }
    const each = <T>(of: (figures: LighthouseFigures[]) => T) =>
      Object.fromEntries(PROFILES.map(({ name: profile }) => [profile, of(byProfile[profile])])) as Record<Profile, T>;
    results.push({
      page: name,
      path,
      medians: each(medians),
      runs: each((figures) => figures.map(withoutRequests)),
      bytes: await firstLoadBytes(byProfile.mobile[0]!.requests, origin),
    });
    // Written after each page, so a long run that is stopped still leaves what it measured.
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  }
  print(results);
  if (measured.length > 0) {
    const part = measured.find((page) => page.name === 'part')!.path;
    // BENCH_WEB_INP_TRIES=n measures each interaction n times (a new visitor each time) and prints their median too:
    // one try on a loaded host is mostly the host.
    const latencies: Awaited<ReturnType<typeof measureInteractions>> = [];
    for (let attempt = 0; attempt < inpTries; attempt += 1)
      latencies.push(...(await measureInteractions(origin, chromiumPath, part, slowPhone)));
    console.log(
      `\nInteraction to Next Paint at ${slowPhone}x CPU slowdown (Chromium, ${inpTries === 1 ? 'one try' : `${inpTries} tries`} each, a new visitor):`,
    );
    for (const { name, path, inpMs, entries } of latencies)
      console.log(
        `  ${name.padEnd(26)} ${path.padEnd(14)} ${inpMs === undefined ? 'no entry' : `${Math.round(inpMs)} ms`.padStart(7)}  (${entries.join(', ')})`,
      );
    if (inpTries > 1)
      for (const name of new Set(latencies.map((latency) => latency.name))) {
        const each = latencies.flatMap((latency) =>
          latency.name === name && latency.inpMs !== undefined ? [latency.inpMs] : [],
        );
        if (each.length > 0)
          console.log(`  median of ${name}: ${Math.round(median(each))} ms (${each.map(Math.round).join(', ')})`);
      }
    writeFileSync(file, `${JSON.stringify({ pages: results, interactions: latencies }, null, 2)}\n`);
  }
  console.log(`\nwritten to ${file}`);
} finally {
  await shop.stop();
}
