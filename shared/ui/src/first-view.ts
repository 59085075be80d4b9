// Draws a remote's first view (docs/storefront.md, "First view") from the shop's own components: React's server
// renderer inside the shop's MantineProvider (theme.ts), so the elements, class names and inline variables are the
// ones the page draws, and the CSS they need is taken from Mantine's own stylesheet (the one the app loads,
// shop-providers.tsx) and the theme's variables. Nothing is copied by hand, so the first view cannot drift from the
// page (e2e/tests/first-view.spec.ts compares every element's box). Node only, at build time (a remote's template
// source, read by shared/federation/build/first-view.ts); not exported from the package's index.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { transform } from 'lightningcss';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;
/**
 * A component's own responsive values (Grid's columns per breakpoint): Mantine writes them into a <style> beside the
 * element, under a class named by React's id, which a template may not carry and which repeats from render to render.
 */
const INLINE_STYLE = /<style data-mantine-styles="inline">([\s\S]*?)<\/style>/g;
const INLINE_CLASS = /__m__-[\w-]+/g;
/** The inline styles drawn so far, by the class named after their content; firstViewCss takes those the markup uses. */
const inlineStyles = new Map<string, string>();
/** Resource hints React hoists for the pictures it draws: the first view's own <img> starts the same download. */
const PRELOAD = /<link rel="preload"[^>]*\/>/g;

/**
 * The element's markup as the page draws it, without the provider's <style> elements (firstViewCss has them). A
 * component's inline style moves into the CSS under a class named by a hash of its rules, so the same columns drawn
 * in another page or language share one rule and different ones never share a name.
 */
export function drawFirstView(element: ReactNode): string {
  const renamed = new Map<string, string>();
  const markup = renderWithProvider(element).replace(INLINE_STYLE, (_, css: string) => {
    const [id] = css.match(INLINE_CLASS) ?? [];
    if (!id) return '';
    const name = `fv-${createHash('sha256').update(css.replaceAll(id, '')).digest('hex').slice(0, 10)}`;
    renamed.set(id, name);
    inlineStyles.set(name, css.replaceAll(id, name));
    return '';
  });
  return markup
    .replace(STYLE_ELEMENT, '')
    .replace(PRELOAD, '')
    .replace(INLINE_CLASS, (id) => renamed.get(id) ?? id);
}

const renderWithProvider = (element: ReactNode) =>
  renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver }, element));

interface Rule {
  selectors: string[];
  body: string;
  media?: string;
}

/** The style rules of `css`, those inside `@media` with their query; other at-rules (font faces, keyframes) are not the first view's. */
// A walk of its own rather than Lightning CSS (moduleCss): the rules are kept as written, selector and body text, and
// Lightning CSS's API hands them over parsed, to be printed back only in its own form (reordered, values rewritten).
function rulesOf(css: string): Rule[] {
  const rules: Rule[] = [];
  const walk = (text: string, media?: string) => {
    for (let at = 0; at < text.length;) {
      const open = text.indexOf('{', at);
      if (open < 0) break;
      let close = open + 1;
      for (let depth = 1; depth > 0 && close < text.length; close++) {
        if (text[close] === '{') depth++;
        else if (text[close] === '}') depth--;
      }
      const prelude = text.slice(at, open).trim();
      const body = text.slice(open + 1, close - 1);
      if (prelude.startsWith('@media')) walk(body, prelude);
      else if (!prelude.startsWith('@')) rules.push({ selectors: splitSelectors(prelude), body: body.trim(), media });
      at = close;
    }
  };
  walk(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  return rules;
}

/** A selector list split at its top-level commas (`:where(a, b)` stays whole). */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    if (list[index] === '(') depth++;
    else if (list[index] === ')') depth--;
    else if (list[index] === ',' && depth === 0) {
      selectors.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors;
}

const compact = (body: string) =>
  body
    .replace(/\s*\n\s*/g, '')
    .replace(/:\s+/g, ':')
    .replace(/;\s*$/, '');
const VARIABLE = /(--[\w-]+)\s*:\s*([^;]+);?/g;
const USED_VARIABLE = /var\((--[\w-]+)/g;
/**
 * The provider marks the page light or dark on <html> once its script runs; the first view is drawn before, and the
 * shop is always light: light-scheme rules apply without the mark (written with or without `:where`: Paper's border
 * colour is one), dark ones never.
 */
const LIGHT_SCHEME =
  /(?::where\(\[data-mantine-color-scheme=['"]?light['"]?\]\)|\[data-mantine-color-scheme=['"]?light['"]?\])\s*/;
const DARK_SCHEME = /data-mantine-color-scheme=['"]?dark/;
/** Where Mantine and the provider declare the theme's variables (the shop is drawn in the light scheme). */
const ROOT = /^:root(\[data-mantine-color-scheme="?light"?\])?$/;

/**
 * The CSS the markup needs: Mantine's rules, and those of `sheets` (the components' own CSS modules, moduleCss), whose
 * every class and attribute is one the markup uses (a component's other states and children come along only if drawn),
 * and the theme variables they and the markup's inline styles read, through each other, as the provider declares them
 * for the shop's theme.
 */
export function firstViewCss(markup: string[], sheets: string[] = []): string {
  const html = markup.join('');
  const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)));
  const attributes = new Set([...html.matchAll(/\s([\w-]+)=/g)].map(([, name]) => name!));
  const mantine = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');
  // What the provider writes for the shop's theme: its variables, and the classes of `hiddenFrom`/`visibleFrom` at the
  // theme's breakpoints (the header's burger and the shop's name), which Mantine's stylesheet does not carry.
  const provided = [...renderWithProvider(null).matchAll(STYLE_ELEMENT)].map(([, css]) => css!).join('');
  const kept: string[] = [];
  const read: string[] = [html];
  for (const { selectors, body, media } of [mantine, provided, ...sheets].flatMap(rulesOf)) {
    const drawn = selectors.flatMap((written) => {
      const selector = written.replace(LIGHT_SCHEME, '');
      if (DARK_SCHEME.test(selector)) return [];
      const named = [...selector.matchAll(/\.([\w-]+)/g)].map(([, name]) => name!);
      const states = [...selector.matchAll(/\[([\w-]+)/g)].map(([, name]) => name!);
      return named.length > 0 &&
        named.every((name) => classes.has(name)) &&
        states.every((name) => attributes.has(name))
        ? [selector]
        : [];
    });
    if (drawn.length === 0) continue;
    const rule = `${drawn.join(',')}{${compact(body)}}`;
    kept.push(media ? `${media.replace(/\s+/g, ' ')}{${rule}}` : rule);
    read.push(body);
  }
  // Mantine's defaults first, then the provider's for this theme (it overrides them, as in the browser).
  const variables = new Map<string, string>();
  for (const { selectors, body, media } of [...rulesOf(mantine), ...rulesOf(provided)]) {
    if (media || !selectors.some((selector) => ROOT.test(selector))) continue;
    for (const [, name, value] of body.matchAll(VARIABLE)) variables.set(name!, value!.trim());
  }
  const needed = new Set<string>();
  const need = (text: string) => {
    for (const [, name] of text.matchAll(USED_VARIABLE)) {
      if (needed.has(name!) || !variables.has(name!)) continue;
      needed.add(name!);
      need(variables.get(name!)!);
    }
  };
  const inline = [...inlineStyles].filter(([name]) => classes.has(name)).map(([, css]) => css);
  [...read, ...inline].forEach(need);
  const declared = [...needed].sort().map((name) => `${name}:${variables.get(name)}`);
  return `:root{${declared.join(';')}}${kept.join('')}${inline.join('')}`;
}

/**
 * A component's CSS module (`*.module.css`, which Node cannot import) as the first view draws it: its classes under
 * names of their own (`fv-`, a hash of the file's name, the class), for the component to be given, and its rules
 * under those names, for firstViewCss. Lightning CSS (the app's CSS minifier) parses it and names the classes, leaving
 * `:global(...)` as written; the app's build names them otherwise, the rules are the same file's.
 */
export function moduleCss(file: string): { classes: Record<string, string>; css: string } {
  const { code, exports } = transform({
    filename: basename(file),
    code: readFileSync(file),
    cssModules: { pattern: 'fv-[hash]-[local]' },
  });
  const classes = Object.fromEntries(Object.entries(exports ?? {}).map(([local, { name }]) => [local, name]));
  return { classes, css: code.toString() };
}
