// The app as its own process for the benchmarks that drive it over HTTP (CSV export, CSV import), and a token of
// the demo admin's.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { demoAdmin } from '../src/seeders/demo-accounts.ts';
import { apiDir, startServer } from './harness.ts';

/** `src/server.ts` on `databaseUrl` (already migrated and seeded), listening on `port`; answers once /health does. */
export function startApp(databaseUrl: string, port: number): Promise<ChildProcess> {
  return startServer('the app', join(apiDir, 'src', 'server.ts'), port, databaseUrl, {
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
}

/** A token of the demo admin's, or of the account given. */
export async function signIn(port: number, account: { email: string; password: string } = demoAdmin): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
