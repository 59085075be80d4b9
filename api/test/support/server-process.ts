// The real process entry (`node src/server.ts`) started for a test, with only the environment the test gives it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../../src/config.ts';

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (its log at LOG_LEVEL info unless the test says otherwise). */
  output: () => string;
  exit: Promise<number | null>;
}

/** Resolves once it listens (on a free port unless PORT is given); rejects with its output if it exits or hangs. */
export function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<RunningServer> {
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    // A server that hangs is ended, so it cannot hold the data folder or port for the tests after it.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output, exit });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
