// Limiters of attempts (rate-limiter-flexible): in memory they are this process's own; on Redis every API process
// shares them, so N processes do not allow N times the attempts.
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createClient } from 'redis';

export interface AttemptLimiters {
  /** A limiter of `points` attempts a window of `durationSeconds`, its keys apart from every other `name`'s. */
  limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  close(): Promise<void>;
}

export function memoryAttemptLimiters(): AttemptLimiters {
  return {
    limiter: (name, points, duration) => new RateLimiterMemory({ keyPrefix: name, points, duration }),
    close: async () => undefined,
  };
}

export async function redisAttemptLimiters(
  url: string,
  options: { onError: (error: unknown) => void },
): Promise<AttemptLimiters> {
  const client = createClient({ url });
  client.on('error', options.onError);
  await client.connect();
  return {
    limiter: (name, points, duration) =>
      new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: true,
        keyPrefix: `shop:attempts:${name}`,
        points,
        duration,
      }),
    close: () =>
      client.quit().then(
        () => undefined,
        () => undefined,
      ),
  };
}
