// The federation runtime loaded once, by the shell (build/federation-runtime.mjs): a remote's production build carries
// none of it but the runtime's `init`, the shell's build provides the bundler runtime's functions on a global, and a
// remote refuses a shell that provides another version.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FEDERATION_RUNTIME_GLOBAL,
  federationRuntime,
  providedRuntimeModule,
  runtimeFromShellModule,
} from '../build/federation-runtime.mjs';

const repoRoot = resolve(import.meta.dirname, '../../..');
const provided = () =>
  (globalThis as Record<string, unknown>)[FEDERATION_RUNTIME_GLOBAL] as Record<string, unknown> | undefined;
/** `@module-federation/<package>/dist/<file>` without its extension (a `.cjs` file is built from its ES module sibling). */
const federationPackageFile = (source: string) => /@module-federation\/[^/]+\/dist\/.+(?=\.[cm]?js$)/.exec(source)?.[0];

/** Folders the tests write (builds, generated modules), removed after. */
const scratchDirs: string[] = [];
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

/** Builds a remote of the repository as `pnpm build` does, into a temporary folder (its dist/ is left alone). */
function buildRemote(pkg: string): string {
  const out = mkdtempSync(join(tmpdir(), `shop-${pkg}-`));
  scratchDirs.push(out);
  const build = spawnSync(
    join(repoRoot, pkg, 'node_modules/.bin/rspack'),
    ['build', '--mode', 'production', '--output-path', out],
    { cwd: join(repoRoot, pkg), encoding: 'utf8' },
  );
  expect(build.status, build.stderr + build.stdout).toBe(0);
  return out;
}

/** A folder for generated modules inside the repository (the test runner imports them from there); removed after. */
const scratchDir = (name: string) => {
  const parent = join(repoRoot, 'shared/federation/node_modules/.cache');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, `federation-runtime-test-${name}-`));
  scratchDirs.push(dir);
  return dir;
};

describe("a remote's production build", () => {
  it(
    "carries no federation runtime but the runtime's `init`, which finds the remote's own instance",
    { timeout: 180_000 },
    () => {
      const out = buildRemote('mfe-checkout');
      const maps = readdirSync(out).filter((file) => file.endsWith('.js.map'));
      const federationFiles = (map: string) => {
        const { sources } = JSON.parse(readFileSync(join(out, map), 'utf8')) as { sources: string[] };
        return sources.map(federationPackageFile).filter((file): file is string => file !== undefined);
      };
      // runtime-core, the bundler runtime, the SDK and the error codes are the shell's (on the page once).
      expect(federationFiles('remoteEntry.js.map').sort()).toEqual([
        '@module-federation/runtime/dist/index',
        '@module-federation/runtime/dist/utils',
      ]);
      for (const map of maps.filter((file) => file !== 'remoteEntry.js.map'))
        expect(federationFiles(map), map).toEqual([]);
      const remoteEntry = readFileSync(join(out, 'remoteEntry.js'), 'utf8');
      expect(remoteEntry).toContain(FEDERATION_RUNTIME_GLOBAL);
      expect(remoteEntry).toContain('_FEDERATION_RUNTIME_CORE');
      // Its share data keeps what the runtime reads (share key, fallback), not the fields it never reads (the build's
      // resolved requests, `treeShakingMode: null`): rspack-config.mjs, unreadShareDataPlugin.
      expect(remoteEntry).toContain('shareKey:"react"');
      expect(remoteEntry).not.toMatch(/\bimport:("|null)/);
      expect(remoteEntry).not.toContain('treeShakingMode:null');
    },
  );
});

describe("the shell's bundler runtime, as remotes take it", () => {
  const { version } = federationRuntime();
  const load = (file: string) =>
    import(/* @vite-ignore */ file) as Promise<{
      default: Record<string, unknown> & { bundlerRuntime: Record<string, unknown> };
    }>;

  it('stops a remote on a shell that provides another runtime version, or none', async () => {
    (globalThis as Record<string, unknown>)[FEDERATION_RUNTIME_GLOBAL] = { version: '0.0.1' };
    await expect(load(runtimeFromShellModule(scratchDir('older'), 'mfe_x'))).rejects.toThrow(
      `mfe_x needs the federation runtime ${version} of the shell, which provides 0.0.1`,
    );
    delete (globalThis as Record<string, unknown>)[FEDERATION_RUNTIME_GLOBAL];
    await expect(load(runtimeFromShellModule(scratchDir('none'), 'mfe_x'))).rejects.toThrow(
      `mfe_x needs the federation runtime ${version} of the shell, which provides none`,
    );
  });

  it("is the shell's functions, with each remote's own share scope and runtime options", async () => {
    await load(providedRuntimeModule(scratchDir('shell')));
    expect(provided()?.version).toBe(version);
    const [first, second] = await Promise.all(
      ['mfe_a', 'mfe_b'].map((name) => load(runtimeFromShellModule(scratchDir(name), name))),
    );
    const shells = provided()!.bundlerRuntime as Record<string, unknown>;
    for (const name of ['consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init']) {
      expect(typeof shells[name], name).toBe('function');
      expect(first!.default.bundlerRuntime[name], name).toBe(shells[name]);
    }
    expect(first!.default.attachShareScopeMap).toBe(provided()!.attachShareScopeMap);
    // The error messages the runtime's `init` module imports (an external of the remote's build).
    expect(provided()!.errorCodes).toHaveProperty('runtimeDescMap');
    // What rspack's runtime fills per container is not shared (module-federation/core#2539).
    expect(first!.default.bundlerRuntime.S).not.toBe(second!.default.bundlerRuntime.S);
    expect(first!.default.bundlerRuntimeOptions).not.toBe(second!.default.bundlerRuntimeOptions);
    expect(Object.keys(first!.default.runtime as object)).toEqual(['init']);
  });
});
