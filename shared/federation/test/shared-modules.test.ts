// How the builds share Mantine's core in parts (build/shared-modules.mjs, build/per-part-loader.mjs): the generated
// module of each part, the keys each kind of build shares them under, the chunks they land in, the rewrite of the
// imports, and the guard against whole imports.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { graphOf, type GraphNode } from './module-graph.ts';
import { sharedConfig } from '../build/shared.mjs';
import { rewritePartImports } from '../build/per-part-loader.mjs';
import {
  CORE_PART_CHUNK,
  definingFiles,
  FIRST_PAGE_COMPONENTS,
  libraryChunkOf,
  partChunkGroups,
  START_CORE_NAMES,
  wholeImportGuardPlugin,
  writeSharedModules,
} from '../build/shared-modules.mjs';

const repoRoot = resolve(import.meta.dirname, '../../..');
const shell = join(repoRoot, 'shell');
const mantineEsm = join(shell, 'node_modules/@mantine/core/esm');

describe("Mantine's core shared in parts", () => {
  it('finds the file that defines each name of the index, and the index itself for a name it takes from another package', () => {
    const files = definingFiles(join(mantineEsm, 'index.mjs'));
    expect(files.get('Button')).toEqual({ file: join(mantineEsm, 'components/Button/Button.mjs'), imported: 'Button' });
    expect(files.get('rem')?.file).toMatch(/core[/\\]utils[/\\]units-converters[/\\]rem\.mjs$/);
    expect(files.get('RemoveScroll')).toEqual({ file: join(mantineEsm, 'index.mjs'), imported: 'RemoveScroll' });
  });

  it('writes one module per part re-exporting its names from their files, beside the whole facade', () => {
    const { facades, parts } = writeSharedModules(shell, true);
    const core = parts['@mantine/core']!;
    expect(core.version).toMatch(/^\d+\.\d+\.\d+/);
    // Group is a small file other components import: it goes with the core (sharedLeaves), in the core's names every
    // page starts with (`base`).
    expect(core.partOf).toMatchObject({
      Combobox: 'Combobox',
      useCombobox: 'Combobox',
      MantineProvider: 'base',
      rem: 'base',
      Group: 'base',
      Collapse: 'core',
      Title: 'first',
      Code: 'small',
      AppShell: 'AppShell',
    });
    const combobox = readFileSync(core.modules.Combobox!, 'utf8');
    expect(combobox).toContain(
      `export { Combobox } from ${JSON.stringify(join(mantineEsm, 'components/Combobox/Combobox.mjs'))}`,
    );
    expect(combobox).not.toContain('Title');
    expect(Object.keys(facades).sort()).toEqual(['@mantine/core', '@tanstack/react-query', 'react-router']);
    expect(parts['@mantine/hooks']).toBeUndefined();
  });

  it('shares each part under its own key: provided with its module by the shell, consumed from the shell alone by a remote', () => {
    const { facades, parts } = writeSharedModules(shell, true);
    const provided = sharedConfig(shell, facades, parts);
    // The whole package as well, for remotes built before (consumed by name, fetched only by them).
    expect(provided['@mantine/core']).toEqual({
      singleton: true,
      requiredVersion: '9.6.1',
      ...facades['@mantine/core'],
    });
    expect(provided['@mantine/core/Combobox']).toEqual({
      singleton: true,
      requiredVersion: '9.6.1',
      import: parts['@mantine/core']!.modules.Combobox,
      version: parts['@mantine/core']!.version,
    });
    const consumed = sharedConfig(join(repoRoot, 'mfe-catalog'), facades, parts, { consumeOnly: true });
    expect(consumed['@mantine/core/Combobox']).toEqual({ singleton: true, requiredVersion: '9.6.1', import: false });
    expect(consumed['@mantine/core']).toBeUndefined();
    // The other singletons keep their fallback.
    expect(consumed.react?.import).toBeUndefined();
  });

  it("puts the core in one chunk, a big component's folder in its own, small ones together, and each part's module with them", () => {
    const { parts } = writeSharedModules(shell, true);
    const group = partChunkGroups().mantine!;
    const name = group.name as (module: { resource: string }) => string;
    expect(name({ resource: join(mantineEsm, 'core/MantineProvider/MantineProvider.mjs') })).toBe('mantine-core');
    expect(name({ resource: join(mantineEsm, 'components/Combobox/Combobox.mjs') })).toBe('mantine-Combobox');
    expect(name({ resource: join(mantineEsm, 'components/Center/Center.mjs') })).toBe('mantine-first');
    expect(name({ resource: join(mantineEsm, 'components/Timeline/Timeline.mjs') })).toBe('mantine-small');
    expect(name({ resource: parts['@mantine/core']!.modules.Combobox! })).toBe('mantine-Combobox');
    expect(name({ resource: parts['@mantine/core']!.modules.first! })).toBe('mantine-first');
    expect(name({ resource: parts['@mantine/core']!.modules.small! })).toBe('mantine-small');
  });

  it("puts a component's small files that others import with the core: NativeSelect's chevron does not bring Combobox", () => {
    const name = partChunkGroups().mantine!.name as (module: { resource: string }) => string;
    expect(name({ resource: join(mantineEsm, 'components/Combobox/ComboboxChevron/ComboboxChevron.mjs') })).toBe(
      'mantine-core',
    );
    expect(name({ resource: join(mantineEsm, 'components/Combobox/Combobox.module.mjs') })).toBe('mantine-core');
    // Popover is imported by Menu, Combobox and Tooltip, but it is no small leaf.
    expect(name({ resource: join(mantineEsm, 'components/Popover/Popover.mjs') })).toBe('mantine-Popover');
  });

  it("puts Mantine's helpers of the popovers in Floating UI's chunk, which every component using them fetches", () => {
    const name = partChunkGroups().mantine!.name as (module: { resource: string }) => string;
    expect(name({ resource: join(mantineEsm, 'utils/Floating/use-delayed-hover.mjs') })).toBe('floating-ui');
    expect(name({ resource: join(mantineEsm, 'utils/Floating/FloatingArrow/FloatingArrow.mjs') })).toBe('floating-ui');
    // Checkbox, Radio and Switch draw InlineInput: none of them is a popover.
    expect(name({ resource: join(mantineEsm, 'utils/InlineInput/InlineInput.mjs') })).toBe('mantine-core');
    expect(name({ resource: join(mantineEsm, 'core/MantineProvider/MantineProvider.mjs') })).toBe('mantine-core');
  });

  it('keeps out of the small chunk a small component that needs a bigger one: a Button must not bring Combobox', () => {
    const name = partChunkGroups().mantine!.name as (module: { resource: string }) => string;
    expect(name({ resource: join(mantineEsm, 'components/Button/Button.mjs') })).toBe('mantine-first');
    // Select is under the size, but it is a Combobox.
    expect(name({ resource: join(mantineEsm, 'components/Select/Select.mjs') })).toBe('mantine-Select');
  });
});

describe("a name's part", () => {
  it("follows Mantine's files, not which app imports the name: a component only the back office uses is a small one like any other", () => {
    const { parts } = writeSharedModules(shell, true);
    const core = parts['@mantine/core']!;
    expect(core.partOf).toMatchObject({
      Code: 'small',
      Highlight: 'small',
      Flex: 'small',
      FileButton: 'core',
      Button: 'first',
      Rating: 'first',
      CloseButton: 'base',
    });
    expect(readFileSync(core.modules.small!, 'utf8')).toContain('export { Code }');
    expect(Object.keys(core.modules)).not.toContain('small-back-office');
  });

  it('puts the small components the first pages draw in `first`, a fixed list with what they need, and keeps them in `small` too', () => {
    const { parts } = writeSharedModules(shell, true);
    const core = parts['@mantine/core']!;
    const first = Object.keys(core.partOf).filter((name) => core.partOf[name] === 'first');
    // Every name of `first` is one of the listed folders' (Grid's GridCol is Grid's), and the list is small folders.
    expect(first).toEqual(expect.arrayContaining(['Button', 'Stack', 'Title', 'Rating', 'NativeSelect']));
    expect(first).not.toContain('Timeline');
    expect(FIRST_PAGE_COMPONENTS).not.toContain('Combobox');
    // A remote built before `first` took Button from `small`: that module still exports it, from the same file.
    const small = readFileSync(core.modules.small!, 'utf8');
    const firstModule = readFileSync(core.modules.first!, 'utf8');
    const buttonLine = `export { Button } from ${JSON.stringify(join(mantineEsm, 'components/Button/Button.mjs'))};`;
    expect(firstModule).toContain(buttonLine);
    expect(small).toContain(buttonLine);
    expect(small).toContain('export { Timeline }');
    expect(firstModule).not.toContain('Timeline');
  });
});

describe("the core's names every page starts with (`base`)", () => {
  it('are a fixed list of core names, the rest stay in `core`, which keeps exporting them all for remotes built before', () => {
    const { parts } = writeSharedModules(shell, true);
    const core = parts['@mantine/core']!;
    const base = Object.keys(core.partOf).filter((name) => core.partOf[name] === 'base');
    expect(base.every((name) => START_CORE_NAMES.includes(name))).toBe(true);
    expect(base).toEqual(expect.arrayContaining(['MantineProvider', 'Box', 'Text', 'Group', 'rem']));
    for (const name of ['Collapse', 'FileButton', 'ColorSwatch']) expect(core.partOf[name]).toBe('core');
    // A remote built before `base` took Box from `core`: that module still exports it, from the same file.
    const coreModule = readFileSync(core.modules.core!, 'utf8');
    const baseModule = readFileSync(core.modules.base!, 'utf8');
    const boxLine = `export { Box } from ${JSON.stringify(join(mantineEsm, 'core/Box/Box.mjs'))};`;
    expect(baseModule).toContain(boxLine);
    expect(coreModule).toContain(boxLine);
    expect(coreModule).toContain('export { Collapse }');
    expect(baseModule).not.toContain('Collapse');
  });

  it("puts the module of `base` in the start's parts and that of `core` in a file of its own", () => {
    const { parts } = writeSharedModules(shell, true);
    const name = partChunkGroups().mantine!.name as (module: { resource: string }) => string;
    expect(name({ resource: parts['@mantine/core']!.modules.base! })).toBe('mantine-base');
    expect(name({ resource: parts['@mantine/core']!.modules.core! })).toBe(CORE_PART_CHUNK);
    // The core's files stay the core's: the start file takes those its parts need (offStartChunkOf).
    expect(name({ resource: join(mantineEsm, 'components/Collapse/Collapse.mjs') })).toBe('mantine-core');
  });
});

describe("where Mantine's small libraries go (hooks, react-remove-scroll, react-transition-group)", () => {
  const nodeModules = join(repoRoot, 'node_modules/.pnpm/x/node_modules');
  const hook = (name: string) => join(nodeModules, `@mantine/hooks/esm/${name}/${name}.mjs`);
  const mantine = (file: string) => join(mantineEsm, file);
  type Node = GraphNode;
  const chunkOfMantine = (module: Node) =>
    module.resource.startsWith(mantineEsm)
      ? (partChunkGroups().mantine!.name as (module: { resource: string }) => string)(module)
      : undefined;

  it("puts a library one part alone needs in that part's chunk, not the core every page loads", () => {
    const { moduleOf, moduleGraph } = graphOf([
      [mantine('components/ScrollArea/ScrollArea.mjs'), hook('use-debounced-callback')],
      [hook('use-debounced-callback'), hook('use-callback-ref')],
    ]);
    const chunk = libraryChunkOf(chunkOfMantine, moduleGraph);
    expect(chunk(moduleOf(hook('use-debounced-callback')))).toBe('mantine-ScrollArea');
    // Reached only through it: the same part.
    expect(chunk(moduleOf(hook('use-callback-ref')))).toBe('mantine-ScrollArea');
  });

  it('puts a library two parts need, or a part and code outside them, with the core: never two copies', () => {
    const { moduleOf, moduleGraph } = graphOf([
      [mantine('components/Popover/Popover.mjs'), hook('use-focus-return')],
      [mantine('components/ModalBase/ModalBase.mjs'), hook('use-focus-return')],
      [mantine('components/AppShell/AppShell.mjs'), hook('use-window-event')],
      [join(repoRoot, 'shell/src/components/header-search.tsx'), hook('use-window-event')],
    ]);
    const chunk = libraryChunkOf(chunkOfMantine, moduleGraph);
    expect(chunk(moduleOf(hook('use-focus-return')))).toBe('mantine-core');
    expect(chunk(moduleOf(hook('use-window-event')))).toBe('mantine-core');
  });

  it("leaves a library no part needs with the code that does: the notifications' transition group is not in the core", () => {
    const notifications = join(nodeModules, '@mantine/notifications/esm/Notifications.mjs');
    const transitionGroup = join(nodeModules, 'react-transition-group/esm/TransitionGroup.js');
    const { moduleOf, moduleGraph } = graphOf([
      [notifications, transitionGroup],
      [notifications, hook('use-drag')],
    ]);
    const chunk = libraryChunkOf(chunkOfMantine, moduleGraph);
    expect(chunk(moduleOf(transitionGroup))).toBeUndefined();
    expect(chunk(moduleOf(hook('use-drag')))).toBeUndefined();
    // The build's cache group leaves them out (before, every module of these libraries in two chunks went to the core).
    const group = partChunkGroups().mantineParts!;
    const test = group.test as (module: unknown, context: { moduleGraph: unknown }) => boolean;
    expect(test(moduleOf(transitionGroup), { moduleGraph })).toBe(false);
  });
});

describe("Mantine's stylesheets in the chunks of their components", () => {
  const sheet = (name: string) => join(shell, `node_modules/@mantine/core/styles/${name}.css`);

  it("puts a component's stylesheet in its class-name module's chunk, and leaves the base sheets where they are imported", () => {
    const { moduleOf, moduleGraph } = graphOf([
      [join(mantineEsm, 'components/Button/Button.module.mjs'), sheet('Button')],
      [join(mantineEsm, 'components/Timeline/Timeline.module.mjs'), sheet('Timeline')],
      [join(repoRoot, 'shared/ui/src/shop-providers.tsx'), sheet('baseline')],
    ]);
    const group = partChunkGroups().mantine!;
    const test = group.test as (module: unknown, context: { moduleGraph: unknown }) => boolean;
    const name = group.name as (module: unknown) => string;
    expect(test(moduleOf(sheet('Button')), { moduleGraph })).toBe(true);
    expect(name(moduleOf(sheet('Button')))).toBe('mantine-first');
    expect(test(moduleOf(sheet('Timeline')), { moduleGraph })).toBe(true);
    expect(name(moduleOf(sheet('Timeline')))).toBe('mantine-small');
    expect(test(moduleOf(sheet('baseline')), { moduleGraph })).toBe(false);
  });
});

describe('the import rewrite into parts', () => {
  const partOf = { '@mantine/core': { Button: 'Button', Group: 'small', Stack: 'small', rem: 'core' } };

  it("groups an import's names by part, keeps their local names, and leaves other packages alone", () => {
    const source =
      'import { Button, Group as Row, rem } from "@mantine/core";\nimport { useState } from "react";\nexport { Stack } from \'@mantine/core\';\n';
    expect(rewritePartImports(source, partOf)).toBe(
      'import { Button } from "@mantine/core/Button"; import { Group as Row } from "@mantine/core/small"; import { rem } from "@mantine/core/core";\nimport { useState } from "react";\nexport { Stack } from "@mantine/core/small";\n',
    );
  });

  it('rewrites minified libraries, one statement after another', () => {
    const source =
      '"use client";import{Box as W}from"react";import{Button as B,rem as r}from"@mantine/core";function f(){}';
    expect(rewritePartImports(source, partOf)).toBe(
      '"use client";import{Box as W}from"react";import { Button as B } from "@mantine/core/Button"; import { rem as r } from "@mantine/core/core";function f(){}',
    );
  });

  it('refuses a name no app imports, which the shell does not provide', () => {
    expect(() => rewritePartImports('import { ColorPicker } from "@mantine/core";', partOf)).toThrow(
      /has no shared name ColorPicker/,
    );
  });
});

describe('a whole import of a package shared in parts', () => {
  it('fails the build, naming the importer and the package', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-whole-import-'));
    writeFileSync(join(dir, 'entry.mjs'), "import * as Mantine from '@mantine/core';\nconsole.log(Mantine);\n");
    const compiler = rspack({
      mode: 'none',
      context: dir,
      entry: './entry.mjs',
      output: { path: join(dir, 'dist') },
      plugins: [wholeImportGuardPlugin()],
    });
    const stats = await new Promise<Stats>((done, fail) =>
      compiler.run((error, result) => (error || !result ? fail(error) : done(result))),
    );
    const errors =
      stats
        .toJson({ errors: true })
        .errors?.map((error) => error.message)
        .join('\n') ?? '';
    expect(errors).toContain('imports @mantine/core as a whole');
    expect(errors).toContain('entry.mjs');
    expect(stats.hasErrors()).toBe(true);
  });
});
