import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { e2eEnv, repoRoot } from './compose.ts';

export function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPort(port: number, open: boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await portIsOpen(port)) === open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} did not become ${open ? 'open' : 'closed'} within ${timeoutMs} ms`);
}

/** Starts one remote's static host the way compose.ts does. */
export function startRemoteHost(pkg: string, port: number): ChildProcess {
  return spawn(process.execPath, [join(repoRoot, 'scripts', 'cdn-server.ts'), pkg, String(port), e2eEnv.CDN_DIR!], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
}

/** Fingerprint of a build folder, to prove a folder was not rebuilt (the one releases use). */
export { hashFolder } from '../../../scripts/lib/remotes.ts';
