// Mantine's styles per component (build/mantine-styles.mjs): each component's class-name module brings its
// stylesheet, each stylesheet goes in a layer of its own, and the layers keep the order `styles.css` gives them.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineLayerOrder, mantineStylesRules } from '../build/mantine-styles.mjs';
import mantineStylesLoader from '../build/mantine-styles-loader.mjs';
import mantineLayerLoader from '../build/mantine-layer-loader.mjs';

const shell = resolve(import.meta.dirname, '../../../shell');
const mantine = join(shell, 'node_modules/@mantine/core');
const layers = mantineLayerOrder(shell)
  .replace(/^@layer /, '')
  .replace(/;$/, '')
  .split(', ');

describe("Mantine's stylesheets in layers", () => {
  it('declares a layer for every stylesheet @mantine/core ships, once', () => {
    const sheets = readdirSync(join(mantine, 'styles')).filter((file) => !file.endsWith('.layer.css'));
    expect(new Set(layers)).toEqual(new Set(sheets.map((file) => `mantine.${file.replace(/\.css$/, '')}`)));
    expect(layers).toHaveLength(sheets.length);
  });

  it("keeps styles.css's order: the base first, and a component after the ones it builds on", () => {
    expect(layers.slice(0, 3)).toEqual(['mantine.baseline', 'mantine.default-css-variables', 'mantine.global']);
    const before = (a: string, b: string) => layers.indexOf(`mantine.${a}`) < layers.indexOf(`mantine.${b}`);
    expect(before('UnstyledButton', 'Button')).toBe(true);
    expect(before('Paper', 'Card')).toBe(true);
    expect(before('Input', 'PasswordInput')).toBe(true);
    expect(before('Popover', 'Combobox')).toBe(true);
  });

  it('has a stylesheet for every class-name module, and a module for every stylesheet but the base', () => {
    const modules = readdirSync(join(mantine, 'esm'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.module.mjs'),
    );
    const [classNames] = mantineStylesRules();
    for (const file of modules) {
      expect((classNames.test as RegExp).test(join(mantine, 'esm', file)), file).toBe(true);
      expect(
        existsSync(join(mantine, 'styles', file.replace(/^.*[\\/]/, '').replace('.module.mjs', '.css'))),
        file,
      ).toBe(true);
    }
    expect(modules.length).toBe(layers.length - 3);
  });

  it("makes a component's class-name module import its stylesheet", () => {
    const module = join(mantine, 'esm/components/Button/Button.module.mjs');
    const [classNames] = mantineStylesRules();
    expect((classNames.test as RegExp).test(module)).toBe(true);
    expect((classNames.test as RegExp).test(join(mantine, 'esm/components/Button/Button.mjs'))).toBe(false);
    const out = mantineStylesLoader.call({ resourcePath: module }, 'var x = {};');
    expect(out).toBe('import "@mantine/core/styles/Button.css";\nvar x = {};');
  });

  it('puts a stylesheet in its layer', () => {
    const sheet = join(mantine, 'styles/Button.css');
    const [, stylesheets] = mantineStylesRules();
    expect((stylesheets.test as RegExp).test(sheet)).toBe(true);
    expect((stylesheets.test as RegExp).test(join(mantine, 'styles.css'))).toBe(false);
    expect(mantineLayerLoader.call({ resourcePath: sheet }, '.m_1{color:red}')).toBe(
      '@layer mantine.Button {\n.m_1{color:red}\n}\n',
    );
    expect(() => mantineLayerLoader.call({ resourcePath: '/x/shop.css' }, '')).toThrow(/not one of/);
  });
});
