import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http-error.ts';
import { Turns } from '../../src/lib/turns.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('turns', () => {
  it('runs at most `atOnce` together, the others in arrival order as turns free up', async () => {
    const turns = new Turns(2, 10_000, 'busy');
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const all = gates.map((gate, index) =>
      turns.run(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await gate.promise;
        running -= 1;
        return index;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('gives a turn back when the work fails', async () => {
    const turns = new Turns(1, 10_000, 'busy');
    await expect(turns.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await turns.run(async () => 'next')).toBe('next');
  });

  it('answers 503 (Retry-After, as an unreachable database) to a caller that waited too long, and goes on', async () => {
    const turns = new Turns(1, 50, 'The shop is busy');
    const gate = deferred();
    const first = turns.run(() => gate.promise.then(() => 'first'));
    const late = turns.run(async () => 'late');
    await expect(late).rejects.toBeInstanceOf(HttpError);
    await expect(late).rejects.toMatchObject({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The shop is busy',
    });
    gate.resolve();
    expect(await first).toBe('first');
    expect(await turns.run(async () => 'after')).toBe('after');
  });
});
