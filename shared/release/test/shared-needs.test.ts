// CI's side of the release check: every remote, as its source stands, needs nothing of the shared singletons that
// the shell of the same commit does not provide (versions and exports); the built remotes and shell, when
// present, agree too. And the check itself refuses what it must, naming the package and the export.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { remotes } from '../src/remotes.ts';
import { repoRoot } from '../src/repo-root.ts';
import {
  facadeExports,
  FEDERATION_RUNTIME,
  moduleExports,
  remoteNeeds,
  sharedProblems,
  shellProvisions,
  SHELL_INFO_FILE,
  type SharedNeeds,
} from '../src/shared-needs.ts';

const shell = shellProvisions(join(repoRoot, 'shell'));

describe('the shared singletons the shell provides', () => {
  it("knows the installed npm versions and the workspace packages' exports", () => {
    expect(shell.react?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(shell['@mantine/core']?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(shell['@shop/ui']?.exports).toEqual(expect.arrayContaining(['Amount', 'formatMoney', 'ShopProviders']));
    expect(shell['@shop/i18n']?.exports).toEqual(
      expect.arrayContaining(['i18n', 'applyTranslationOverrides', 'formatDate']),
    );
    expect(shell['@shop/client']?.exports?.length).toBeGreaterThan(5);
  });
});

describe.each(remotes.map((r) => r.pkg))('%s', (pkg) => {
  it('needs only what the shell of this commit provides', () => {
    const needs = remoteNeeds(join(repoRoot, pkg));
    expect(Object.keys(needs)).toContain('react');
    expect(sharedProblems(pkg, needs, shell)).toEqual([]);
  });

  it.skipIf(
    !existsSync(join(repoRoot, pkg, 'dist/shop-remote.json')) ||
      !existsSync(join(repoRoot, 'shell/dist', SHELL_INFO_FILE)),
  )('as built, needs only what the built shell provides', () => {
    const built = JSON.parse(readFileSync(join(repoRoot, pkg, 'dist/shop-remote.json'), 'utf8')) as {
      shared?: SharedNeeds;
    };
    const builtShell = JSON.parse(readFileSync(join(repoRoot, 'shell/dist', SHELL_INFO_FILE), 'utf8'));
    expect(built.shared, 'the build records its shared needs').toBeDefined();
    expect(sharedProblems(pkg, built.shared!, builtShell.shared)).toEqual([]);
  });
});

describe('the facades of the shared libraries', () => {
  // Read once: it scans every front-end source and the Mantine-based libraries.
  let facades: Record<string, string[]>;
  beforeAll(() => {
    facades = facadeExports(repoRoot);
  });

  it('hold the names the apps, shared packages and the libraries built on Mantine import', () => {
    // The storefront's header (shell), the back-office kit's tables (mantine-datatable, a library) and
    // @mantine/notifications' own use of the core. @mantine/hooks is not shared (each app bundles the hooks it uses).
    expect(facades['@mantine/core']).toEqual(
      expect.arrayContaining(['AppShell', 'Burger', 'Table', 'ScrollArea', 'Notification']),
    );
    expect(Object.keys(facades)).not.toContain('@mantine/hooks');
  });

  it("hold React Router's RouterProvider, which only @shop/federation's browser provider imports, and no framework-mode router", () => {
    expect(facades['react-router']).toEqual(
      expect.arrayContaining(['RouterProvider', 'createBrowserRouter', 'Link', 'useParams']),
    );
    expect(facades['react-router']).not.toContain('HydratedRouter');
  });
});

describe('sharedProblems', () => {
  it('refuses a missing export and a version outside the range, naming package and export', () => {
    const needs: SharedNeeds = {
      '@shop/ui': { requiredVersion: false, imports: ['Amount', 'FancyNewWidget'] },
      react: { requiredVersion: '^20.0.0', imports: ['useState'] },
      '@mantine/core': { requiredVersion: '9.6.1', imports: ['Button'] },
    };
    expect(sharedProblems('mfe-catalog', needs, shell)).toEqual([
      'mfe-catalog needs the export FancyNewWidget of @shop/ui, which the live shell does not provide',
      `mfe-catalog needs react ^20.0.0; the live shell provides react ${shell.react!.version}`,
    ]);
    expect(sharedProblems('mfe-x', { 'left-pad': { requiredVersion: '1', imports: [] } }, shell)).toEqual([
      'mfe-x needs the shared package left-pad, which the live shell does not provide',
    ]);
  });

  it('refuses a Mantine component no app of the workspace uses: the shell provides only the facade of used names', () => {
    expect(shell['@mantine/core']?.exports).toEqual(expect.arrayContaining(['Button', 'MantineProvider', 'AppShell']));
    expect(shell['@mantine/core']?.exports).not.toContain('ColorPicker');
    const needs: SharedNeeds = { '@mantine/core': { requiredVersion: '9.6.1', imports: ['Button', 'ColorPicker'] } };
    expect(sharedProblems('mfe-catalog', needs, shell)).toEqual([
      'mfe-catalog needs the export ColorPicker of @mantine/core, which the live shell does not provide',
    ]);
  });

  it('refuses a remote that takes Mantine in parts from a shell built before, which shares it whole', () => {
    expect(remoteNeeds(join(repoRoot, 'mfe-catalog'))['@mantine/core']?.inParts).toBe(true);
    expect(shell['@mantine/core']?.inParts).toBe(true);
    const needs: SharedNeeds = {
      '@mantine/core': { requiredVersion: '9.6.1', imports: ['Button'], inParts: true, parts: { Button: 'small' } },
    };
    expect(sharedProblems('mfe-catalog', needs, shell)).toEqual([]);
    const olderShell = { ...shell, '@mantine/core': { version: '9.6.1', exports: ['Button'] } };
    expect(sharedProblems('mfe-catalog', needs, olderShell)).toEqual([
      'mfe-catalog takes @mantine/core in parts; the live shell shares it whole (it was built before): release a newer shell first',
    ]);
    // A remote built before takes the whole package, which the newer shell still provides.
    const { inParts: _, ...olderNeed } = needs['@mantine/core']!;
    expect(sharedProblems('mfe-catalog', { '@mantine/core': olderNeed }, shell)).toEqual([]);
  });

  it('refuses a remote built with another federation runtime than the shell provides, or for a shell that provides none', () => {
    const version = shell[FEDERATION_RUNTIME]!.version!;
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    const needs = remoteNeeds(join(repoRoot, 'mfe-catalog'));
    expect(needs[FEDERATION_RUNTIME]).toEqual({ requiredVersion: version, imports: [] });
    expect(sharedProblems('mfe-catalog', needs, shell)).toEqual([]);
    // Exactly that version: the shell's functions run with the remote's runtime `init` (build/federation-runtime.mjs).
    const newerShell = { ...shell, [FEDERATION_RUNTIME]: { version: '99.0.0', exports: null } };
    expect(sharedProblems('mfe-catalog', needs, newerShell)).toEqual([
      `mfe-catalog takes the federation runtime from the shell and was built with ${FEDERATION_RUNTIME} ${version}; the live shell provides ${FEDERATION_RUNTIME} 99.0.0`,
    ]);
    const { [FEDERATION_RUNTIME]: _, ...olderShell } = shell;
    expect(sharedProblems('mfe-catalog', needs, olderShell)).toEqual([
      `mfe-catalog takes the federation runtime from the shell and was built with ${FEDERATION_RUNTIME} ${version}; the live shell provides none (it was built before): release a newer shell first`,
    ]);
    // A remote built before carries its own bundler runtime: it needs none.
    const { [FEDERATION_RUNTIME]: __, ...olderNeeds } = needs;
    expect(sharedProblems('mfe-catalog', olderNeeds, olderShell)).toEqual([]);
  });

  it('refuses a remote that takes a Mantine name from another part than the live shell provides it in', () => {
    // Both sides record the part of each name, cut from the same sources here.
    const adminSystem = remoteNeeds(join(repoRoot, 'mfe-admin-system'))['@mantine/core']!;
    expect(adminSystem.parts).toMatchObject({ Code: 'small', Button: 'first', Table: 'Table' });
    expect(shell['@mantine/core']?.parts).toMatchObject({ Code: 'small', Button: 'first' });
    expect(sharedProblems('mfe-admin-system', { '@mantine/core': adminSystem }, shell)).toEqual([]);
    // A remote built when Code was in another part (a Mantine upgrade, a new rule): undefined in its browser.
    const moved: SharedNeeds = {
      '@mantine/core': {
        requiredVersion: '9.6.1',
        imports: ['Button', 'Code'],
        inParts: true,
        parts: { Button: 'small', Code: 'core' },
      },
    };
    expect(sharedProblems('mfe-admin-system', moved, shell)).toEqual([
      'mfe-admin-system takes Code from @mantine/core/core; the live shell provides it in @mantine/core/small: build them with the same parts (release a newer shell, or rebuild mfe-admin-system)',
    ]);
    // Either side built before the parts were recorded: cut by the same rule, so they pass (live remotes and rollback
    // targets built before keep working).
    const { parts: _, ...unrecorded } = moved['@mantine/core']!;
    expect(sharedProblems('mfe-admin-system', { '@mantine/core': unrecorded }, shell)).toEqual([]);
    const { parts: __, ...unrecordedShell } = shell['@mantine/core']!;
    const withoutFirst: SharedNeeds = {
      '@mantine/core': {
        requiredVersion: '9.6.1',
        imports: ['Code', 'Table'],
        inParts: true,
        parts: { Code: 'small', Table: 'Table' },
      },
    };
    expect(sharedProblems('mfe-admin-system', withoutFirst, { ...shell, '@mantine/core': unrecordedShell })).toEqual(
      [],
    );
  });

  it('passes a remote built before `first` (Button from `small`, which still exports it), and refuses a remote taking `first` from a shell without it', () => {
    const before: SharedNeeds = {
      '@mantine/core': {
        requiredVersion: '9.6.1',
        imports: ['Button', 'Code'],
        inParts: true,
        parts: { Button: 'small', Code: 'small' },
      },
    };
    expect(sharedProblems('mfe-catalog', before, shell)).toEqual([]);
    const after: SharedNeeds = {
      '@mantine/core': {
        requiredVersion: '9.6.1',
        imports: ['Button', 'Code'],
        inParts: true,
        parts: { Button: 'first', Code: 'small' },
      },
    };
    expect(sharedProblems('mfe-catalog', after, shell)).toEqual([]);
    // A shell whose parts were recorded before `first`: Button in `small`, which does not serve `first`.
    const olderShell = {
      ...shell,
      '@mantine/core': { ...shell['@mantine/core']!, parts: { ...shell['@mantine/core']!.parts, Button: 'small' } },
    };
    expect(sharedProblems('mfe-catalog', after, olderShell)).toEqual([
      'mfe-catalog takes Button from @mantine/core/first; the live shell provides it in @mantine/core/small: build them with the same parts (release a newer shell, or rebuild mfe-catalog)',
    ]);
    // A shell built before the parts were recorded.
    const { parts: _, ...unrecordedShell } = shell['@mantine/core']!;
    expect(sharedProblems('mfe-catalog', after, { ...shell, '@mantine/core': unrecordedShell })).toEqual([
      'mfe-catalog takes Button from @mantine/core/first; the live shell was built before that part: release a newer shell first',
    ]);
  });

  it('passes a remote built before `base` (Box from `core`, which still exports it), and refuses a remote taking `base` from a shell without it', () => {
    expect(shell['@mantine/core']?.parts).toMatchObject({ Box: 'base', MantineProvider: 'base', Collapse: 'core' });
    const before: SharedNeeds = {
      '@mantine/core': {
        requiredVersion: '9.6.1',
        imports: ['Box', 'Collapse'],
        inParts: true,
        parts: { Box: 'core', Collapse: 'core' },
      },
    };
    expect(sharedProblems('mfe-catalog', before, shell)).toEqual([]);
    const after: SharedNeeds = {
      '@mantine/core': {
        requiredVersion: '9.6.1',
        imports: ['Box', 'Collapse'],
        inParts: true,
        parts: { Box: 'base', Collapse: 'core' },
      },
    };
    expect(sharedProblems('mfe-catalog', after, shell)).toEqual([]);
    // A shell whose parts were recorded before `base`: Box in `core`, which the shell's `base` is not.
    const olderShell = {
      ...shell,
      '@mantine/core': { ...shell['@mantine/core']!, parts: { ...shell['@mantine/core']!.parts, Box: 'core' } },
    };
    expect(sharedProblems('mfe-catalog', after, olderShell)).toEqual([
      'mfe-catalog takes Box from @mantine/core/base; the live shell provides it in @mantine/core/core: build them with the same parts (release a newer shell, or rebuild mfe-catalog)',
    ]);
    // A shell built before the parts were recorded.
    const { parts: _, ...unrecordedShell } = shell['@mantine/core']!;
    expect(sharedProblems('mfe-catalog', after, { ...shell, '@mantine/core': unrecordedShell })).toEqual([
      'mfe-catalog takes Box from @mantine/core/base; the live shell was built before that part: release a newer shell first',
    ]);
  });

  it('reads exports through export lists, re-exports and declarations, but not types', () => {
    const exports = moduleExports(join(repoRoot, 'shared/i18n/src/index.ts'));
    expect(exports).toContain('loadCatalog');
    expect(exports).toContain('formatKhmerDate');
    expect(exports).not.toContain('RouteLocale');
  });
});
