// A real S3-protocol server for the storage tests: npm `s3rver` started as its own process (its CLI) on a free port,
// with one bucket and its objects in a temporary folder. The shop's S3 driver talks to it over HTTP with the AWS SDK,
// as it would to S3 or MinIO.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export interface S3Server {
  /** S3_* variables that point the app at it. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

const cli = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');

/** `host`: the address it listens on (a cluster test's nodes reach it on the host's bridge address). */
export async function startS3Server(bucket = 'shop-files', host = '127.0.0.1'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-s3-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [cli, '-d', directory, '-a', host, '-p', String(port), '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited:\n${output}`));
    });
  });
  return {
    env: {
      S3_ENDPOINT: `http://${host}:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials: it checks every request's signature against them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
