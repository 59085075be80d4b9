// The shell's federation runtime checks the version of every shared module a page starts with (dozens, most with the
// same version and range). @module-federation/runtime-core's satisfy() built a dozen regular expressions per check,
// about 30 ms of a page's start; the shop patches it (patches/@module-federation__runtime-core@2.9.2.patch) to
// remember each answer and build each expression once. This fails if an upgrade drops the patch.
import { afterEach, describe, expect, it } from 'vitest';
import { createInstance } from '@module-federation/enhanced/runtime';

const NativeRegExp = globalThis.RegExp;
let built = 0;

/** Counts the regular expressions built with `new RegExp` while it is installed. */
function countRegExps(): void {
  built = 0;
  globalThis.RegExp = new Proxy(NativeRegExp, {
    construct(target, args: ConstructorParameters<typeof RegExp>) {
      built += 1;
      return new target(...args);
    },
  });
}

afterEach(() => {
  globalThis.RegExp = NativeRegExp;
});

/** A host sharing `count` libraries of one version and range, as the shell's build registers Mantine's parts. */
function hostSharing(name: string, count: number) {
  const shared = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `library-${index}`,
      { version: '9.1.0', lib: () => ({ index }), shareConfig: { singleton: true, requiredVersion: '^9.0.0' } },
    ]),
  );
  return createInstance({ name, remotes: [], shared });
}

describe("the federation runtime's version checks", () => {
  it('build their regular expressions once, not again for each shared module of the same version and range', async () => {
    const first = hostSharing('first_host', 1);
    countRegExps();
    expect(await first.loadShare('library-0')).toBeTypeOf('function');
    const forOne = built;

    const many = hostSharing('many_host', 20);
    countRegExps();
    for (let index = 0; index < 20; index++) expect(await many.loadShare(`library-${index}`)).toBeTypeOf('function');
    expect(built).toBe(0);
    // The count is only meaningful if one check builds any at all (it does, unpatched or patched, the first time).
    expect(forOne).toBeGreaterThan(0);
  });
});
