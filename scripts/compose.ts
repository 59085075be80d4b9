// `npm start`: runs the whole shop on this machine the way it runs in production, only smaller.
// - every remote's current build is published under its own versioned path and served by its own
//   static host (its own port, as if on its own CDN), and the remotes manifest is pointed at it;
// - the API serves the shell, the REST API, /health and /docs on one address (PORT);
// - the API starts the embedded PostgreSQL, migrates and seeds demo data on first run.
// Builds are not made here: the `compose` package script builds first.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeSettings, manifestFile, repoRoot } from './lib/paths.ts';
import { distDir, hashFolder, packageVersion, pointManifest, publishRemote, remotes } from './lib/remotes.ts';
import { demoAccounts } from '../api/src/seeders/demo-accounts.ts';

const startedAt = performance.now();
const settings = composeSettings();
const origin = `http://${settings.host}:${settings.port}`;
mkdirSync(settings.cdnDir, { recursive: true });
mkdirSync(settings.runDir, { recursive: true });

const children: ChildProcess[] = [];
const run = (label: string, script: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess => {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer): string =>
    chunk
      .toString()
      .trimEnd()
      .split('\n')
      .map((line) => `[${label}] ${line}`)
      .join('\n') + '\n';
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  children.push(child);
  return child;
};

// Publish each remote's build (content-addressed, so an unchanged build reuses its version) and start its host.
const remoteHosts = remotes.map((remote, index) => {
  const port = settings.remotePortBase + index;
  const baseUrl = `http://${settings.host}:${port}`;
  const version = `${packageVersion(remote.pkg)}-${hashFolder(distDir(remote)).slice(0, 10)}`;
  publishRemote(settings.cdnDir, remote, version);
  const entry = pointManifest(settings.cdnDir, manifestFile(settings), remote, version, baseUrl);
  const child = run(remote.pkg, join('scripts', 'cdn-server.ts'), [remote.pkg, String(port), settings.cdnDir]);
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.warn(`[${remote.pkg}] static host stopped (${signal ?? code}); the rest of the shop keeps running`);
  });
  return { remote, port, entry: entry.entry, pid: child.pid };
});

const api = run('api', join('api', 'src', 'server.ts'), [], {
  PORT: String(settings.port),
  HOST: settings.host,
  SHELL_DIST: join(repoRoot, 'shell', 'dist'),
  REMOTES_MANIFEST: manifestFile(settings),
});

let stopping = false;
const stopAll = (exitCode: number): void => {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  let left = running.length;
  if (left === 0) process.exit(exitCode);
  for (const child of running) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
  // The API needs a moment to stop PostgreSQL cleanly; never wait forever.
  setTimeout(() => process.exit(exitCode), 20_000).unref();
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
api.on('exit', (code, signal) => {
  if (!stopping) {
    console.error(`[api] exited (${signal ?? code}); stopping the shop`);
    stopAll(1);
  }
});

writeFileSync(
  join(settings.runDir, 'compose.json'),
  `${JSON.stringify(
    {
      pid: process.pid,
      url: origin,
      api: { pid: api.pid },
      remotes: Object.fromEntries(remoteHosts.map((h) => [h.remote.pkg, { pid: h.pid, port: h.port, entry: h.entry }])),
    },
    null,
    2,
  )}\n`,
);

async function waitForHealth(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(`${origin}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer ${origin}/health within ${timeoutMs / 1000} s`);
}

try {
  await waitForHealth(180_000);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
if (!stopping) {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const lines = [
    '',
    `The shop is running (ready in ${seconds} s). Open one address:`,
    `  storefront   ${origin}/en   (Khmer: ${origin}/kh)`,
    `  back-office  ${origin}/en/admin`,
    `  API docs     ${origin}/docs      health: ${origin}/health`,
    '',
    'Remotes, each on its own static host (manifest: GET /api/frontend/remotes):',
    ...remoteHosts.map((h) => `  ${h.remote.pkg.padEnd(17)} ${h.entry}`),
    '',
    'Demo sign-ins:',
    ...demoAccounts.map((a) => `  ${a.type.padEnd(12)} ${a.email.padEnd(24)} ${a.password}`),
    '',
    'Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}
