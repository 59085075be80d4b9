// The stand-ins for React Router's modules the shop never runs (build/react-router-stand-ins.mjs): each must export
// every name of the module it replaces, or the router would import undefined (an upgrade that adds one fails here).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_STAND_INS } from '../build/react-router-stand-ins.mjs';

const shell = resolve(import.meta.dirname, '../../../shell');
const routerDist = join(
  dirname(createRequire(join(shell, 'package.json')).resolve('react-router/package.json')),
  'dist',
);

/** The names in a module's `export { a, b as c }` lists. */
const exportedNames = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap(([, list]) => list!.split(','))
    .map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!,
    )
    .filter(Boolean)
    .sort();

describe("the stand-ins for React Router's unused modules", () => {
  for (const build of ['production', 'development']) {
    it(`replace existing modules of its ${build} build and export each of their names`, async () => {
      const replaced = REACT_ROUTER_STAND_INS.map(({ pattern, standIn }) => {
        const file = ['lib/router/instrumentation.js', 'lib/dom/ssr/components.js']
          .map((path) => join(routerDist, build, path))
          .find((path) => pattern.test(path));
        return { file, standIn };
      });
      for (const { file, standIn } of replaced) {
        expect(file, standIn).toBeDefined();
        const standInNames = Object.keys(await import(standIn)).sort();
        expect(standInNames, standIn).toEqual(expect.arrayContaining(exportedNames(file!)));
      }
    });
  }

  it('answer as the real modules do for a data router without instrumentation', async () => {
    const instrumentation = await import('../build/react-router/instrumentation.mjs');
    expect(instrumentation.consumeInstrumentationClientResultMetaReceiver({})).toBeUndefined();
    expect(() => instrumentation.instrumentClientSideRouter()).toThrow(/no React Router instrumentations/);
    const framework = await import('../build/react-router/framework-components.mjs');
    const seen: unknown[] = [];
    const holder = { current: undefined as unknown };
    framework.mergeRefs((value: unknown) => seen.push(value), holder, null)('node');
    expect([seen, holder.current]).toEqual([['node'], 'node']);
  });
});
