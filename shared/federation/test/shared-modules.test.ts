// How the builds share Mantine's core one export at a time (build/shared-modules.mjs): the generated module of each
// name, the keys each kind of build shares them under, the chunks they land in, and the guard against whole imports.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { sharedConfig } from '../build/shared.mjs';
import { definingFiles, perExportChunkGroups, wholeImportGuardPlugin, writeSharedModules } from '../build/shared-modules.mjs';

const repoRoot = resolve(import.meta.dirname, '../../..');
const shell = join(repoRoot, 'shell');
const mantineEsm = join(shell, 'node_modules/@mantine/core/esm');

describe("Mantine's core shared per export", () => {
  it('finds the file that defines each name of the index, and the index itself for a name it takes from another package', () => {
    const files = definingFiles(join(mantineEsm, 'index.mjs'));
    expect(files.get('Button')).toEqual({ file: join(mantineEsm, 'components/Button/Button.mjs'), imported: 'Button' });
    expect(files.get('rem')?.file).toMatch(/core[/\\]utils[/\\]units-converters[/\\]rem\.mjs$/);
    expect(files.get('RemoveScroll')).toEqual({ file: join(mantineEsm, 'index.mjs'), imported: 'RemoveScroll' });
  });

  it('writes one module per name the front end imports, re-exporting it from its own file, beside the whole facade', () => {
    const { facades, perExport } = writeSharedModules(shell, true);
    const core = perExport['@mantine/core'];
    expect(core?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(core?.modules ?? {})).toEqual(expect.arrayContaining(['AppShell', 'Button', 'MantineProvider', 'Notification']));
    const button = readFileSync(core!.modules.Button!, 'utf8');
    expect(button).toContain(`export { Button } from ${JSON.stringify(join(mantineEsm, 'components/Button/Button.mjs'))}`);
    expect(Object.keys(facades).sort()).toEqual(['@mantine/core', 'react-router']);
    expect(perExport['@mantine/hooks']).toBeUndefined();
  });

  it('shares each name under its own key: provided with its module by the shell, consumed from the shell alone by a remote', () => {
    const { facades, perExport } = writeSharedModules(shell, true);
    const provided = sharedConfig(shell, facades, perExport);
    // The whole package as well, for remotes built before (consumed by name, fetched only by them).
    expect(provided['@mantine/core']).toEqual({ singleton: true, requiredVersion: '9.6.1', ...facades['@mantine/core'] });
    expect(provided['@mantine/core/Button']).toEqual({
      singleton: true,
      requiredVersion: '9.6.1',
      import: perExport['@mantine/core']!.modules.Button,
      version: perExport['@mantine/core']!.version,
    });
    const consumed = sharedConfig(join(repoRoot, 'mfe-catalog'), facades, perExport, { consumeOnly: true });
    expect(consumed['@mantine/core/Button']).toEqual({ singleton: true, requiredVersion: '9.6.1', import: false });
    expect(consumed['@mantine/core']).toBeUndefined();
    // The other singletons keep their fallback.
    expect(consumed.react?.import).toBeUndefined();
  });

  it("puts the core in one chunk, a big component's folder in its own, small ones together, and each name's module with its file", () => {
    const { perExport } = writeSharedModules(shell, true);
    const group = perExportChunkGroups().mantine!;
    const name = group.name as (module: { resource: string }) => string;
    expect(name({ resource: join(mantineEsm, 'core/MantineProvider/MantineProvider.mjs') })).toBe('mantine-core');
    expect(name({ resource: join(mantineEsm, 'components/Combobox/Combobox.mjs') })).toBe('mantine-Combobox');
    expect(name({ resource: join(mantineEsm, 'components/Center/Center.mjs') })).toBe('mantine-small');
    expect(name({ resource: perExport['@mantine/core']!.modules.ComboboxOption ?? perExport['@mantine/core']!.modules.Combobox! })).toBe('mantine-Combobox');
  });
});

describe('a whole import of a package shared per export', () => {
  it('fails the build, naming the importer and the package', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-whole-import-'));
    writeFileSync(join(dir, 'entry.mjs'), "import * as Mantine from '@mantine/core';\nconsole.log(Mantine);\n");
    const compiler = rspack({ mode: 'none', context: dir, entry: './entry.mjs', output: { path: join(dir, 'dist') }, plugins: [wholeImportGuardPlugin()] });
    const stats = await new Promise<Stats>((done, fail) => compiler.run((error, result) => (error || !result ? fail(error) : done(result))));
    const errors = stats.toJson({ errors: true }).errors?.map((error) => error.message).join('\n') ?? '';
    expect(errors).toContain('imports @mantine/core as a whole');
    expect(errors).toContain('entry.mjs');
    expect(stats.hasErrors()).toBe(true);
  });
});
