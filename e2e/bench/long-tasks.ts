// The main thread's long tasks of a page load, from a Chromium performance trace (issue 39 §2: total blocking time on
// a slow phone). Usage: node e2e/bench/long-tasks.ts <url> [runs] [cpu slowdown, default 1]
// A phone's viewport, a new visitor each run. Unthrottled (the default) it lists what Lighthouse's simulation multiplies:
// Lighthouse's mobile runs load the page at the host's speed and multiply each task of 10 ms or more by the slowdown
// (shorter ones are left out of its graph), so at 10x every such task blocks; the estimate printed is that sum,
// Σ max(0, 10·d − 50) over the tasks after the first contentful paint. With a slowdown (CDP
// Emulation.setCPUThrottlingRate) it lists the tasks over 50 ms and their blocking time as measured.
// Each long task is printed with what took its time (scripts by file, compiling, microtasks, style, layout).
import { chromium } from '@playwright/test';
import { createRequire } from 'node:module';

// LONG_TASKS_PROFILE=1: also a CPU profile, each long task's JavaScript self time by original source file.
const profiling = process.env.LONG_TASKS_PROFILE === '1';
const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('../../node_modules/.pnpm/source-map-js@1.2.3/node_modules/source-map-js') as {
  SourceMapConsumer: new (map: unknown) => {
    originalPositionFor(p: { line: number; column: number }): { source: string | null; name: string | null };
  };
};
const consumers = new Map<string, Promise<InstanceType<typeof SourceMapConsumer> | undefined>>();
function consumer(url: string) {
  if (!consumers.has(url))
    consumers.set(
      url,
      fetch(`${url.split('?')[0]}.map`)
        .then((r) => (r.ok ? r.json() : undefined))
        .then((map) => (map ? new SourceMapConsumer(map) : undefined))
        .catch(() => undefined),
    );
  return consumers.get(url)!;
}
function sourceName(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 13).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}/${rest.slice(2).join('/')}` : rest.join('/');
  }
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
}
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [url, runsArg, slowdownArg] = process.argv.slice(2);
if (!url) throw new Error('usage: node e2e/bench/long-tasks.ts <url> [runs] [cpu slowdown]');
const runs = Number(runsArg ?? 1);
const slowdown = Number(slowdownArg ?? 1);
const verbose = process.env.LONG_TASKS_VERBOSE !== '0';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time of the event: on a busy host the wall time also counts the time the thread waited. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string; stackTrace?: unknown } };
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const short = (u: string | undefined) => (u ? (u.split('/').pop() ?? u).split('?')[0]!.slice(0, 40) : '');

function label(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
      return `eval ${short(data?.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'CompileScript':
      return `compile ${short(data?.url)}`;
    case 'v8.produceCache':
    case 'v8.produceModuleCache':
      return 'code cache';
    case 'FunctionCall':
      return `call ${short(data?.url)}`;
    case 'RunMicrotasks':
      return 'microtasks';
    case 'UpdateLayoutTree':
    case 'ScheduleStyleRecalculation':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'Commit':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
      return 'GC';
    case 'EventDispatch':
      return 'event';
    case 'HitTest':
      return 'hit test';
    case 'v8.run':
      return undefined;
    default:
      return undefined;
  }
}

interface Task {
  start: number;
  dur: number;
  cpu: number;
  causes: string;
}

/** Self time of the labelled events inside one top-level task, the largest first. */
function causes(task: TraceEvent, inner: TraceEvent[]): string {
  const end = task.ts + task.dur!;
  const within = inner.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task);
  const totals = new Map<string, number>();
  // Self time: an event's duration less its labelled descendants'.
  const labelled = within.filter((e) => label(e) !== undefined);
  for (const event of labelled) {
    const children = labelled.filter(
      (c) => c !== event && c.ts >= event.ts && c.ts + c.dur! <= event.ts + event.dur! && c.dur! < event.dur!,
    );
    // Only direct labelled children (not their descendants).
    const direct = children.filter(
      (c) => !children.some((p) => p !== c && c.ts >= p.ts && c.ts + c.dur! <= p.ts + p.dur! && p.dur! > c.dur!),
    );
    const self = event.dur! - direct.reduce((sum, c) => sum + c.dur!, 0);
    const key = label(event)!;
    totals.set(key, (totals.get(key) ?? 0) + self);
  }
  return (
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .filter(([, us]) => us >= 1000)
      .slice(0, 5)
      .map(([key, us]) => `${key} ${(us / 1000).toFixed(0)}`)
      .join(', ') || unlabelled(within)
  );
}

/** For a task none of whose events is labelled: its largest inner events by name. */
function unlabelled(within: TraceEvent[]): string {
  return [...within]
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, 3)
    .map((e) => `${e.name} ${(e.dur! / 1000).toFixed(0)}`)
    .join(', ');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const summaries: string[] = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'disabled-by-default-v8.compile',
        'blink.user_timing',
        'loading',
        'toplevel',
      ],
    });
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500 * Math.max(1, slowdown / 2));
    const profile = profiling ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : undefined;
    const buffer = await browser.stopTracing();
    await context.close();
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    // The page's renderer main thread: the one that evaluated the shop's scripts.
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    let main = mains[0]!;
    let most = -1;
    for (const candidate of mains) {
      const count = events.filter(
        (e) => e.pid === candidate.pid && e.tid === candidate.tid && e.name === 'EvaluateScript',
      ).length;
      if (count > most) [main, most] = [candidate, count];
    }
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
    const navigationStart = Math.max(
      ...events.filter((e) => e.name === 'navigationStart' && e.pid === main.pid).map((e) => e.ts),
      Math.min(...onMain.map((e) => e.ts)),
    );
    const fcp =
      events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid && e.ts >= navigationStart)?.ts ??
      navigationStart;
    // The outermost task events (ThreadControllerImpl::RunTask and RunTask nest).
    const tasks = onMain.filter((e) => TOP_LEVEL.has(e.name));
    const tops = tasks.filter(
      (e) => !tasks.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur! >= e.ts + e.dur! && p.dur! >= e.dur!),
    );
    const threshold = slowdown > 1 ? 50_000 : 10_000;
    // LONG_TASKS_MIN_CPU=ms lists the tasks by their CPU time instead (a busy host's wall times are mostly waiting).
    const minCpu = process.env.LONG_TASKS_MIN_CPU ? Number(process.env.LONG_TASKS_MIN_CPU) * 1000 : undefined;
    const longTasks: Task[] = tops
      .filter((e) => (minCpu === undefined ? e.dur! >= threshold : (e.tdur ?? 0) >= minCpu))
      .map((e) => ({ start: e.ts, dur: e.dur!, cpu: e.tdur ?? 0, causes: verbose ? causes(e, onMain) : '' }));
    const blocking = (t: Task) => (slowdown > 1 ? t.dur / 1000 - 50 : Math.max(0, (10 * t.dur) / 1000 - 50));
    const afterFcp = longTasks.filter((t) => t.start + t.dur > fcp);
    const tbt = afterFcp.reduce((sum, t) => sum + blocking(t), 0);
    const mainBusy = tops.reduce((sum, e) => sum + e.dur!, 0) / 1000;
    // The same by the main thread's CPU time, which other processes taking the CPU do not lengthen: the one to
    // compare builds by on a busy host.
    const cpuLong = tops.filter((e) => (e.tdur ?? 0) >= threshold && e.ts + e.dur! > fcp);
    const cpuTbt = cpuLong.reduce(
      (sum, e) => sum + (slowdown > 1 ? e.tdur! / 1000 - 50 : Math.max(0, (10 * e.tdur!) / 1000 - 50)),
      0,
    );
    const cpuBusy = tops.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
    const cpuOver = (ms: number) => tops.filter((e) => (e.tdur ?? 0) >= ms * 1000).length;
    const longest = [...tops]
      .map((e) => (e.tdur ?? 0) / 1000)
      .sort((a, b) => b - a)
      .slice(0, 3)
      .map((ms) => ms.toFixed(1));
    const summary = `run ${run + 1}: CPU time: ${cpuLong.length} tasks ≥ ${threshold / 1000} ms after FCP, TBT ${Math.round(cpuTbt)} ms, tasks ≥ 5 ms ${cpuOver(5)}, ≥ 8 ms ${cpuOver(8)}, longest ${longest.join(' ')}, busy ${Math.round(cpuBusy)} ms; wall time: ${longTasks.length} tasks ≥ ${threshold / 1000} ms (${afterFcp.length} after FCP ${((fcp - navigationStart) / 1000).toFixed(0)} ms), ${slowdown > 1 ? 'TBT' : 'TBT at 10x est.'} ${Math.round(tbt)} ms, main thread busy ${Math.round(mainBusy)} ms`;
    summaries.push(summary);
    console.log(summary);
    // Sample times are on the trace's clock (both are the browser's monotonic microseconds).
    const sampled: { ts: number; node: CpuProfile['nodes'][number] }[] = [];
    if (profile) {
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      let ts = profile.startTime;
      profile.samples.forEach((id, i) => {
        ts += profile.timeDeltas[i]!;
        sampled.push({ ts, node: byId.get(id)! });
      });
    }
    if (verbose)
      for (const task of longTasks) {
        console.log(
          `  +${((task.start - navigationStart) / 1000).toFixed(0).padStart(5)} ms  ${(task.dur / 1000).toFixed(1).padStart(6)} ms (CPU ${(task.cpu / 1000).toFixed(1)})  ${task.causes}`,
        );
        if (!profile) continue;
        const inTask = sampled.filter((s) => s.ts >= task.start && s.ts <= task.start + task.dur);
        const bySource = new Map<string, number>();
        for (let i = 0; i < inTask.length; i += 1) {
          const { node, ts } = inTask[i]!;
          const next = inTask[i + 1]?.ts ?? ts + 100;
          const frame = node.callFrame;
          let key = frame.functionName ? `(${frame.functionName})` : '(program)';
          if (frame.url) {
            const map = await consumer(frame.url);
            const pos = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
            key = pos?.source ? `${sourceName(pos.source)}` : short(frame.url);
          }
          bySource.set(key, (bySource.get(key) ?? 0) + (next - ts));
        }
        const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 6);
        console.log(`      js: ${top.map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`).join('; ')}`);
      }
  }
} finally {
  await browser.close();
}
