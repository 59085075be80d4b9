// The app as its own process for the benchmarks that drive it over HTTP (CSV export, CSV import), and a token of
// the demo admin's.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { repoRoot } from '../src/config.ts';
import { demoAdmin } from '../src/seeders/demo-accounts.ts';

const apiDir = resolve(repoRoot, 'api');

/** `src/server.ts` on `databaseUrl` (already migrated and seeded), listening on `port`; answers once /health does. */
export async function startApp(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(apiDir, 'src', 'server.ts')], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the app did not start on port ${port}`);
}

export async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: demoAdmin.email, password: demoAdmin.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
