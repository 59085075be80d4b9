// The service worker's count of the requests it is serving (src/service-worker/in-flight.ts): the page waits for it to
// say it is idle before the new worker takes over a release (docs/storefront.md, "Installable and offline").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inFlight, QUIET_MS } from '../src/service-worker/in-flight.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A response the test settles by hand. */
function pending() {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<Response>((resolve, reject) => {
    settle = (ok) => (ok ? resolve(new Response('')) : reject(new Error('network')));
  });
  promise.catch(() => undefined);
  return { promise, settle };
}

/** Whether `idle` has resolved, once the microtasks queued so far have run. */
async function answered(idle: Promise<void>): Promise<boolean> {
  let done = false;
  void idle.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('inFlight', () => {
  it('answers a worker that served nothing once the quiet time has passed since the question', async () => {
    const serving = inFlight();
    const idle = serving.idle();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(await answered(idle)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answered(idle)).toBe(true);
  });

  it('waits for every request in flight, then the quiet time after the last one ended', async () => {
    const serving = inFlight();
    const first = pending();
    const second = pending();
    serving.track(first.promise);
    serving.track(second.promise);
    const idle = serving.idle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await answered(idle)).toBe(false);

    first.settle(true);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(await answered(idle), 'one is still in flight').toBe(false);

    // A failed request is over too.
    second.settle(false);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(await answered(idle)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answered(idle)).toBe(true);
  });

  it('waits again for a request the last response led to (the next chunk of code) within the quiet time', async () => {
    const serving = inFlight();
    const chunk = pending();
    serving.track(chunk.promise);
    const idle = serving.idle();
    chunk.settle(true);
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    const next = pending();
    serving.track(next.promise);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(await answered(idle)).toBe(false);
    next.settle(true);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(await answered(idle)).toBe(true);
  });

  it('counts a request that arrived just after the question', async () => {
    const serving = inFlight();
    const idle = serving.idle();
    await vi.advanceTimersByTimeAsync(5);
    const late = pending();
    serving.track(late.promise);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(await answered(idle)).toBe(false);
    late.settle(true);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(await answered(idle)).toBe(true);
  });

  it('answers every question, each after its own quiet time', async () => {
    const serving = inFlight();
    const early = serving.idle();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 50);
    const later = serving.idle();
    await vi.advanceTimersByTimeAsync(50);
    expect(await answered(early)).toBe(true);
    expect(await answered(later)).toBe(false);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 50);
    expect(await answered(later)).toBe(true);
  });
});
