// The shell's start chunk (build/start-chunk.mjs): which modules its cache group takes, and which Mantine part chunks
// join it, without changing any name's part (the share keys the remotes ask for).
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphOf, type GraphNode } from './module-graph.ts';
import { START_CHUNK, START_MANTINE_CHUNKS, startCataloguesGroup, startLibrariesGroup } from '../build/start-chunk.mjs';
import {
  CORE_PART_CHUNK,
  libraryChunkOf,
  partChunkGroups,
  SHARED_OFF_START,
  offStartChunkOf,
  writeSharedModules,
} from '../build/shared-modules.mjs';

const repoRoot = resolve(import.meta.dirname, '../../..');
const shell = join(repoRoot, 'shell');
const mantineEsm = join(shell, 'node_modules/@mantine/core/esm');
const inPnpm = (path: string) => join(repoRoot, 'node_modules/.pnpm/x@1.0.0/node_modules', path);
const facade = (file: string) => join(shell, 'node_modules/.cache/shop-shared', file);

describe("the shell's start chunk", () => {
  const test = startLibrariesGroup().test as RegExp;

  it('takes the libraries every page starts with, and the facades the shell shares them through', () => {
    for (const path of [
      inPnpm('react/cjs/react.production.js'),
      inPnpm('react-dom/cjs/react-dom-client.production.js'),
      inPnpm('scheduler/cjs/scheduler.production.js'),
      inPnpm('react-router/dist/production/lib/router/router.js'),
      inPnpm('@tanstack/query-core/build/modern/queryClient.js'),
      inPnpm('@tanstack/react-query/build/modern/useQuery.js'),
      inPnpm('@lingui/core/dist/index.mjs'),
      inPnpm('zustand/esm/middleware.mjs'),
      inPnpm('ky/distribution/core/Ky.js'),
      facade('react-router.prod.mjs'),
      facade('_tanstack_react-query.prod.mjs'),
      join(repoRoot, 'shared/federation/build/react-router/framework-components.mjs'),
    ]) {
      expect(test.test(path), path).toBe(true);
    }
  });

  it('leaves out what a page loads only when it needs it, and packages whose names merely begin alike', () => {
    for (const path of [
      // The message compiler (loaded with the first translation override), the realtime client, the toasts.
      inPnpm('@lingui/message-utils/dist/compileMessage.mjs'),
      inPnpm('socket.io-client/build/esm/index.js'),
      inPnpm('@mantine/notifications/esm/Notifications.mjs'),
      // Mantine whole, for remotes built before the parts: fetched only if one asks.
      facade('_mantine_core.prod.mjs'),
      inPnpm('react-dom-confetti/index.js'),
      inPnpm('kysely/dist/index.js'),
      join(repoRoot, 'shared/ui/src/invoice/invoice-document.tsx'),
    ]) {
      expect(test.test(path), path).toBe(false);
    }
  });

  it("takes in Mantine's core, the first pages' small components and inputs, and no other part; each name keeps its part", () => {
    const { parts } = writeSharedModules(shell, true);
    const startChunk = { name: START_CHUNK, parts: START_MANTINE_CHUNKS };
    const name = partChunkGroups({ startChunk }).mantine!.name as (module: { resource: string }) => string;
    expect(name({ resource: join(mantineEsm, 'core/MantineProvider/MantineProvider.mjs') })).toBe('start');
    expect(name({ resource: join(mantineEsm, 'components/Button/Button.mjs') })).toBe('start');
    expect(name({ resource: parts['@mantine/core']!.modules.first! })).toBe('start');
    expect(name({ resource: parts['@mantine/core']!.modules.base! })).toBe('start');
    // The other small components, and `small`'s module for remotes built before `first`, are a file of their own.
    expect(name({ resource: join(mantineEsm, 'components/Timeline/Timeline.mjs') })).toBe('mantine-small');
    expect(name({ resource: parts['@mantine/core']!.modules.small! })).toBe('mantine-small');
    expect(name({ resource: join(mantineEsm, 'components/Input/Input.mjs') })).toBe('start');
    expect(name({ resource: join(mantineEsm, 'components/Combobox/Combobox.mjs') })).toBe('mantine-Combobox');
    expect(name({ resource: join(mantineEsm, 'components/NumberInput/NumberInput.mjs') })).toBe('mantine-NumberInput');
    expect(name({ resource: join(mantineEsm, 'utils/Floating/use-delayed-hover.mjs') })).toBe('floating-ui');
    // The parts, hence the share keys, are the same as without the start chunk.
    expect(parts['@mantine/core']!.partOf).toMatchObject({
      Button: 'first',
      Timeline: 'small',
      MantineProvider: 'base',
      FileButton: 'core',
      Input: 'Input',
      Combobox: 'Combobox',
    });
    // A remote's build has no start chunk.
    expect(
      (partChunkGroups().mantine!.name as (module: { resource: string }) => string)({
        resource: join(mantineEsm, 'components/Button/Button.mjs'),
      }),
    ).toBe('mantine-first');
  });
});

describe("the core's files the start parts do not need", () => {
  type Node = GraphNode;
  const mantine = (file: string) => join(mantineEsm, file);
  const removeScroll = inPnpm('react-remove-scroll/dist/es2015/SideEffect.js');
  const startParts = START_MANTINE_CHUNKS;

  it("go with the parts that need them: ModalBase's pieces and react-remove-scroll come with Modal and Drawer, not with every page", () => {
    const { parts } = writeSharedModules(shell, true);
    const { moduleOf, moduleGraph } = graphOf([
      [mantine('components/Modal/Modal.mjs'), mantine('components/ModalBase/ModalBaseContent.mjs')],
      [mantine('components/Drawer/Drawer.mjs'), mantine('components/ModalBase/ModalBaseContent.mjs')],
      [mantine('components/ModalBase/ModalBaseContent.mjs'), removeScroll],
      // The index re-exports RemoveScroll: its part's module and the whole package (remotes built before) import it.
      [parts['@mantine/core']!.modules.RemoveScroll!, mantine('index.mjs')],
      [facade('_mantine_core.prod.mjs'), mantine('index.mjs')],
      [mantine('index.mjs'), removeScroll],
      // Box: a start part's component needs it.
      [mantine('components/Button/Button.mjs'), mantine('core/Box/Box.mjs')],
      [mantine('components/Modal/Modal.mjs'), mantine('core/Box/Box.mjs')],
    ]);
    const chunkOf = (module: Node) => (partChunkGroups().mantine!.name as (module: Node) => string)(module);
    const mantineChunkOf = (module: Node) =>
      module.resource.startsWith(mantineEsm) || module.resource.includes('shop-shared') ? chunkOf(module) : undefined;
    const libraryChunk = libraryChunkOf(mantineChunkOf, moduleGraph);
    const offStart = offStartChunkOf(mantineChunkOf, libraryChunk, moduleGraph, startParts);
    // Two parts need them: the shared file. One part alone: its chunk. A start part: the start file (undefined).
    expect(offStart(moduleOf(mantine('components/ModalBase/ModalBaseContent.mjs')))).toBe(SHARED_OFF_START);
    expect(offStart(moduleOf(removeScroll))).toBe(SHARED_OFF_START);
    expect(offStart(moduleOf(mantine('index.mjs')))).toBe('mantine-RemoveScroll');
    expect(offStart(moduleOf(mantine('core/Box/Box.mjs')))).toBeUndefined();
    // RemoveScroll is a part of its own: in the core it brought react-remove-scroll to every page.
    expect(parts['@mantine/core']!.partOf.RemoveScroll).toBe('RemoveScroll');
  });

  it("go with `core`'s module when only its names bring them: FileButton and ColorSwatch are not in every page's start", () => {
    const { parts } = writeSharedModules(shell, true);
    const { core, base, first } = parts['@mantine/core']!.modules;
    const { moduleOf, moduleGraph } = graphOf([
      [core!, mantine('components/FileButton/FileButton.mjs')],
      [core!, mantine('components/Text/Text.mjs')],
      [base!, mantine('components/Text/Text.mjs')],
      [first!, mantine('components/Alert/Alert.mjs')],
      [mantine('components/Alert/Alert.mjs'), mantine('components/CloseButton/CloseButton.mjs')],
      [core!, mantine('components/CloseButton/CloseButton.mjs')],
    ]);
    const chunkOf = (module: Node) => (partChunkGroups().mantine!.name as (module: Node) => string)(module);
    const mantineChunkOf = (module: Node) =>
      module.resource.startsWith(mantineEsm) || module.resource.includes('shop-shared') ? chunkOf(module) : undefined;
    const offStart = offStartChunkOf(
      mantineChunkOf,
      libraryChunkOf(mantineChunkOf, moduleGraph),
      moduleGraph,
      startParts,
    );
    expect(offStart(moduleOf(mantine('components/FileButton/FileButton.mjs')))).toBe(CORE_PART_CHUNK);
    // Also a name of `base`, or a file a start part's component draws: the start file.
    expect(offStart(moduleOf(mantine('components/Text/Text.mjs')))).toBeUndefined();
    expect(offStart(moduleOf(mantine('components/CloseButton/CloseButton.mjs')))).toBeUndefined();
  });

  it('stay with the core when code outside the parts imports them (the shell bundles the hooks it uses)', () => {
    writeSharedModules(shell, true);
    const hook = inPnpm('@mantine/hooks/esm/use-window-event/use-window-event.mjs');
    const { moduleOf, moduleGraph } = graphOf([
      [mantine('components/AppShell/AppShell.mjs'), hook],
      [join(repoRoot, 'shell/src/components/header-search.tsx'), hook],
    ]);
    const mantineChunkOf = (module: Node) =>
      module.resource.startsWith(mantineEsm)
        ? (partChunkGroups().mantine!.name as (module: Node) => string)(module)
        : undefined;
    const offStart = offStartChunkOf(
      mantineChunkOf,
      libraryChunkOf(mantineChunkOf, moduleGraph),
      moduleGraph,
      startParts,
    );
    expect(offStart(moduleOf(hook))).toBeUndefined();
    // The budget spec (e2e/tests/storefront-budget.spec.ts) looks for the shared file by this name.
    expect(SHARED_OFF_START).toBe('mantine-shared');
  });
});

describe("the shell's start catalogues", () => {
  const group = startCataloguesGroup();
  const test = group.test as (module: { nameForCondition(): string }) => boolean;
  const name = group.name as (module: { nameForCondition(): string }) => string;
  const module = (path: string) => ({ nameForCondition: () => join(repoRoot, path) });

  it("puts the shell's, @shop/ui's and @shop/federation's catalogues of one language in one file", () => {
    for (const path of [
      'shell/src/locales/en/messages.ts',
      'shared/ui/src/locales/en/messages.ts',
      'shared/federation/src/locales/en/messages.ts',
    ]) {
      expect(test(module(path)), path).toBe(true);
      expect(name(module(path))).toBe('messages-en');
    }
    expect(name(module('shared/ui/src/locales/km/messages.ts'))).toBe('messages-km');
  });

  it("leaves the on-demand catalogues and the remotes' own in files of their own", () => {
    for (const path of [
      'shell/src/lib/offline/locales/en/messages.ts',
      'shared/ui/src/error-wordings/locales/en/messages.ts',
      'mfe-catalog/src/locales/en/messages.ts',
      'shared/admin/src/locales/en/messages.ts',
    ]) {
      expect(test(module(path)), path).toBe(false);
    }
  });
});
