import { describe, expect, it } from 'vitest';
import { cacheKey, ReadCache } from '../../src/lib/read-cache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

describe('the read cache', () => {
  it('answers a repeated key from memory, serialized once', async () => {
    const cache = new ReadCache(10);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.get('a', load)).toEqual({ body: '{"n":1}', hit: false });
    expect(await cache.get('a', load)).toEqual({ body: '{"n":1}', hit: true });
    expect(loads).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('runs one load for a burst of the same key', async () => {
    const cache = new ReadCache(10);
    const gate = deferred<object>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    gate.resolve({ ok: true });
    expect((await both).map((answer) => answer.body)).toEqual(['{"ok":true}', '{"ok":true}']);
    expect(loads).toBe(1);
  });

  it('forgets the least recently used answer beyond its size', async () => {
    const cache = new ReadCache(2);
    const load = (value: string) => async () => value;
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is now the most recent
    await cache.get('c', load('c')); // b goes
    expect((await cache.get('a', load('A'))).hit).toBe(true);
    expect(await cache.get('b', load('B'))).toEqual({ body: '"B"', hit: false });
  });

  it('does not keep an answer whose load began before a change', async () => {
    const cache = new ReadCache(10);
    const gate = deferred<string>();
    const pending = cache.get('k', () => gate.promise);
    cache.clear(); // the data changed while the old answer was being read
    gate.resolve('old');
    expect((await pending).body).toBe('"old"');
    expect(await cache.get('k', async () => 'new')).toEqual({ body: '"new"', hit: false });
    expect(await cache.get('k', async () => 'newer')).toEqual({ body: '"new"', hit: true });
  });

  it('keeps nothing while disabled, or when its size is 0', async () => {
    for (const cache of [new ReadCache(0), new ReadCache(5)]) {
      cache.setEnabled(false);
      await cache.get('k', async () => 1);
      expect((await cache.get('k', async () => 2)).body).toBe('2');
      expect(cache.stats().entries).toBe(0);
    }
  });

  it('makes the same key whatever the order of the properties', () => {
    expect(cacheKey('f', { a: 1, b: { d: 2, c: 3 } })).toBe(cacheKey('f', { b: { c: 3, d: 2 }, a: 1 }));
    expect(cacheKey('f', { a: 1 })).not.toBe(cacheKey('g', { a: 1 }));
    expect(cacheKey('f', { a: 1 })).not.toBe(cacheKey('f', { a: 2 }));
  });
});
