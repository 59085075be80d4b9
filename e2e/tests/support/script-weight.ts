// What a page's scripts are made of: each script's bytes attributed to the package its code came from, read from
// the script's own source map (every production build ships one beside each file). Used by the byte-budget spec to
// say where the weight is, and to find a module that reaches the page in two scripts (a library loaded twice).
import { brotliCompressSync } from 'node:zlib';

export interface LoadedScript {
  url: string;
  body: Buffer;
  /** The script's source map, when it names one and it could be fetched. */
  map?: { sources: string[]; mappings: string };
}

export interface ScriptWeight {
  url: string;
  raw: number;
  brotli: number;
  /** Characters of generated code per source module (normalized, see `moduleOf`). */
  modules: Map<string, number>;
}

/** Brotli at the quality the builds precompress with (the maximum, Node's default): what a browser downloads. */
export const brotliSize = (body: Buffer): number => brotliCompressSync(body).length;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment of a source map's `mappings` (base64 VLQ numbers). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char)!;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * A source map source as a build-independent module name: the path inside its npm package
 * (`@mantine/core/esm/components/Button/Button.mjs`), a workspace package's file (`@shop/contracts/src/index.ts`),
 * an app's own file (`mfe-catalog/src/...`) or the bundler's runtime (`(rspack runtime)`). The same file built by the
 * shell and by a remote gets the same name, which is what finds a library loaded twice.
 */
export function moduleOf(source: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) return path.slice(inPackage + 'node_modules/'.length);
  if (/^webpack\/|^\(webpack\)|webpack\/runtime/.test(path)) return '(rspack runtime)';
  const workspace = /(?:^|\/)shared\/([^/]+)\/(.*)$/.exec(path);
  if (workspace) return `@shop/${workspace[1]}/${workspace[2]}`;
  const app = /(?:^|\/)((?:mfe-[a-z-]+|shell))\/(.*)$/.exec(path);
  if (app) return `${app[1]}/${app[2]}`;
  const name = /^webpack:\/\/([^/]*)\//.exec(source)?.[1] ?? '';
  return `${name.replace(/_/g, '-')}/${path.replace(/^\.\//, '')}`;
}

/** The package a module belongs to: `@mantine/core`, `react-dom`, `@shop/ui`, `mfe-catalog`, `(rspack runtime)`. */
export function packageOf(module: string): string {
  if (module.startsWith('(')) return module;
  const parts = module.split('/');
  return module.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** Attributes every character of the script to the source its mapping names (unmapped code: `(unmapped)`). */
export function weigh(script: LoadedScript): ScriptWeight {
  const code = script.body.toString('utf8');
  const modules = new Map<string, number>();
  const add = (module: string, chars: number): void => {
    if (chars > 0) modules.set(module, (modules.get(module) ?? 0) + chars);
  };
  if (!script.map) {
    add('(no source map)', code.length);
  } else {
    const names = script.map.sources.map(moduleOf);
    const lines = code.split('\n');
    const mappingLines = script.map.mappings.split(';');
    let source = 0;
    lines.forEach((line, index) => {
      let column = 0;
      let start = 0;
      let current = '(unmapped)';
      for (const segment of (mappingLines[index] ?? '').split(',')) {
        if (!segment) continue;
        const [columnDelta, sourceDelta] = decodeSegment(segment);
        column += columnDelta!;
        add(current, column - start);
        start = column;
        if (sourceDelta === undefined) {
          current = '(unmapped)';
        } else {
          source += sourceDelta;
          current = names[source] ?? '(unmapped)';
        }
        // The remaining fields (original line, column, name) are deltas we do not need; source index carries over.
      }
      add(current, line.length + 1 - start);
    });
  }
  return { url: script.url, raw: script.body.length, brotli: brotliSize(script.body), modules };
}

export interface PackageWeight {
  raw: number;
  brotli: number;
}

/**
 * Bytes per package over all scripts. A script's brotli size is shared among its packages in proportion to their
 * characters (compressing each package alone would overstate it: brotli finds repeats across the whole file).
 */
export function byPackage(weights: ScriptWeight[]): Map<string, PackageWeight> {
  const packages = new Map<string, PackageWeight>();
  for (const weight of weights) {
    const chars = [...weight.modules.values()].reduce((sum, size) => sum + size, 0) || 1;
    for (const [module, size] of weight.modules) {
      const name = packageOf(module);
      const entry = packages.get(name) ?? { raw: 0, brotli: 0 };
      entry.raw += (weight.raw * size) / chars;
      entry.brotli += (weight.brotli * size) / chars;
      packages.set(name, entry);
    }
  }
  return packages;
}

/**
 * Modules of the given packages that arrive in more than one script of the page: a library loaded twice. Each
 * entry names the module and the scripts. Tiny pieces under `minChars` (an export line a build keeps) are left out.
 */
export function modulesInTwoScripts(weights: ScriptWeight[], packages: readonly string[], minChars = 200): string[] {
  const wanted = new Set(packages);
  const where = new Map<string, string[]>();
  for (const weight of weights) {
    for (const [module, size] of weight.modules) {
      if (size < minChars || !wanted.has(packageOf(module))) continue;
      where.set(module, [...(where.get(module) ?? []), new URL(weight.url).pathname]);
    }
  }
  return [...where]
    .filter(([, urls]) => urls.length > 1)
    .map(([module, urls]) => `${module} in ${urls.join(' and ')}`)
    .sort();
}
