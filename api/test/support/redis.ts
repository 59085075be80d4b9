import { createConnection } from 'node:net';

/** The Redis the multi-process tests use: REDIS_URL, or the machine's own. */
export const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis accepts a connection; the tests that need one are skipped (with a warning) when it does not. */
export async function redisReachable(suite: string): Promise<boolean> {
  const { hostname, port } = new URL(testRedisUrl);
  const reachable = await new Promise<boolean>((resolve) => {
    const probe = createConnection({ host: hostname, port: Number(port || 6379) });
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (!reachable) console.warn(`[${suite}] no Redis at ${testRedisUrl}: its Redis test is skipped`);
  return reachable;
}
