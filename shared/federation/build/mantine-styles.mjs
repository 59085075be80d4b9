// Mantine's styles per component (its docs' "Import styles per component"), instead of the whole 234 KB
// `@mantine/core/styles.css` on every page: a page loads the CSS of the components its code draws, in the same
// chunk as their code. Three pieces, all at build time:
//   - each of @mantine/core's class-name modules (`esm/components/Button/Button.module.mjs`; InlineInput's is under `esm/utils/`) imports its component's
//     stylesheet (`@mantine/core/styles/Button.css`), so the components a chunk holds bring their CSS, dependencies
//     included (Button's module imports UnstyledButton's);
//   - each of those stylesheets is wrapped in a layer of its own, `mantine.Button`, and
//   - the page's HTML declares the order of those layers first, as `styles.css` orders the components.
// The order matters: Mantine's rules are single classes, and a component's rules override those of the component it
// builds on (Button's background over UnstyledButton's `transparent`) only by coming later. Chunks arrive in any
// order; layers declared up front keep Mantine's. And layers lose to the shop's own rules whatever their order, as
// the whole file did by coming first.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

const STYLES = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.css$/;
const CLASS_NAME_MODULES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].+\.module\.mjs$/;

/** A stylesheet's layer: `mantine.Button`. */
export const mantineLayer = (/** @type {string} */ sheet) => `mantine.${sheet}`;

/**
 * The `@layer` statement that fixes the order of Mantine's stylesheets, read from `styles.css`, where Mantine
 * concatenates them in the order it needs.
 * @param {string} appDir an app that depends on @mantine/core
 * @returns {string}
 */
export function mantineLayerOrder(appDir) {
  const whole = createRequire(join(appDir, 'package.json')).resolve('@mantine/core/styles.css');
  const all = readFileSync(whole, 'utf8');
  const sheets = readdirSync(join(dirname(whole), 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => {
      const text = readFileSync(join(dirname(whole), 'styles', file), 'utf8').trim();
      // Its first rule's first line (a class of its own, or baseline's `:root,`) places it.
      const at = all.indexOf(text.slice(0, text.indexOf('\n')));
      if (at < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.css: its place is unknown`);
      return { sheet: basename(file, '.css'), at };
    })
    .sort((a, b) => a.at - b.at);
  const tie = sheets.find((sheet, i) => i > 0 && sheet.at === sheets[i - 1].at);
  if (tie)
    throw new Error(`@mantine/core/styles/${tie.sheet}.css starts as another stylesheet does: its place is unknown`);
  return `@layer ${sheets.map(({ sheet }) => mantineLayer(sheet)).join(', ')};`;
}

/**
 * The two rules of an app's build: class-name modules import their stylesheet; each stylesheet goes in its layer.
 * @returns {import('@rspack/core').RuleSetRule[]}
 */
export function mantineStylesRules() {
  return [
    { test: CLASS_NAME_MODULES, use: [{ loader: join(import.meta.dirname, 'mantine-styles-loader.mjs') }] },
    { test: STYLES, use: [{ loader: join(import.meta.dirname, 'mantine-layer-loader.mjs') }] },
  ];
}

export { STYLES as MANTINE_STYLESHEET };
