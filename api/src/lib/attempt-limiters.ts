// Limiters of attempts (rate-limiter-flexible): in memory they are this process's own; on Redis every API process
// shares them, so N processes do not allow N times the attempts.
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createClient } from 'redis';

export interface AttemptLimiters {
  /**
   * A limiter of `points` attempts a window of `durationSeconds`, its keys apart from every other `name`'s. Asked
   * again for the same name (three routes sharing one count), it is the same limiter: in memory, a second one would
   * count apart.
   */
  limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  close(): Promise<void>;
}

type LimiterOptions = { keyPrefix: string; points: number; duration: number };

function limiterPerName(make: (options: LimiterOptions) => RateLimiterAbstract) {
  const made = new Map<string, RateLimiterAbstract>();
  return (name: string, points: number, duration: number) => {
    const key = `${name}|${points}|${duration}`;
    const limiter = made.get(key) ?? make({ keyPrefix: name, points, duration });
    made.set(key, limiter);
    return limiter;
  };
}

export function memoryAttemptLimiters(): AttemptLimiters {
  return {
    limiter: limiterPerName((options) => new RateLimiterMemory(options)),
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
    limiter: limiterPerName(
      (options) =>
        new RateLimiterRedis({
          ...options,
          keyPrefix: `shop:attempts:${options.keyPrefix}`,
          storeClient: client,
          useRedisPackage: true,
        }),
    ),
    close: () =>
      client.quit().then(
        () => undefined,
        () => undefined,
      ),
  };
}
