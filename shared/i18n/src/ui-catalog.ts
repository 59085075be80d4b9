// Every UI string of the shop, read from the packages' .po catalogues (the source the builds compile): the
// translation editor lists them, and the API checks that a staff change names a message that exists.
// Node only (reads files); not exported from the package's index, so no browser bundle carries it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toRouteLocale, type LinguiLocale, type RouteLocale } from './locales.ts';
import { parsePo } from './po.ts';

export interface UiMessage {
  /** The id the compiled catalogues and the staff changes (Translation rows) use. */
  id: string;
  /** The English source text (msgid). */
  source: string;
  context: string | null;
  /** Packages whose catalogues hold it, e.g. mfe-catalog, shared/ui. */
  packages: string[];
  /** Built text by route locale (`en`, `kh`); '' when a catalogue has none. */
  defaults: Record<RouteLocale, string>;
}

const LINGUI_LOCALES: readonly LinguiLocale[] = ['en', 'km'];

/** Workspace folders that keep Lingui catalogues: the shell, the remotes and shared/*. */
export function cataloguePackages(root: string): string[] {
  const shared = existsSync(join(root, 'shared'))
    ? readdirSync(join(root, 'shared')).map((name) => `shared/${name}`)
    : [];
  const candidates = [
    'shell',
    ...readdirSync(root)
      .filter((name) => name.startsWith('mfe-'))
      .sort(),
    ...shared.sort(),
  ];
  return candidates.filter((dir) => existsSync(join(root, dir, 'src/locales/en/messages.po')));
}

/**
 * A package's catalogue folders, relative to it: `src/locales` and the `locales` of each on-demand folder
 * (lingui-config.ts' `onDemandFolders`, such as `src/error-wordings/locales`), found by their English catalogue.
 */
export function catalogueFolders(packageDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(packageDir, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const child = `${dir}/${entry.name}`;
      if (entry.name === 'locales') {
        if (existsSync(join(packageDir, child, 'en/messages.po'))) found.push(child);
      } else {
        walk(child);
      }
    }
  };
  if (existsSync(join(packageDir, 'src'))) walk('src');
  return found.sort();
}

/** Reads every package's catalogues under `root` (the repository) into one list, by message id. */
export function readUiCatalogue(root: string): UiMessage[] {
  const byId = new Map<string, UiMessage>();
  for (const dir of cataloguePackages(root)) {
    for (const folder of catalogueFolders(join(root, dir))) {
      for (const locale of LINGUI_LOCALES) {
        const file = join(root, dir, folder, locale, 'messages.po');
        if (!existsSync(file)) continue;
        for (const entry of parsePo(readFileSync(file, 'utf8'))) {
          if (entry.obsolete) continue;
          const id = entry.id;
          let message = byId.get(id);
          if (!message) {
            message = {
              id,
              source: entry.msgid,
              context: entry.context ?? null,
              packages: [],
              defaults: { en: '', kh: '' },
            };
            byId.set(id, message);
          }
          if (!message.packages.includes(dir)) message.packages.push(dir);
          const routeLocale = toRouteLocale(locale);
          // Lingui's English catalogue leaves msgstr empty: the source text is the English text.
          const text = entry.msgstr || (locale === 'en' ? entry.msgid : '');
          if (!message.defaults[routeLocale]) message.defaults[routeLocale] = text;
        }
      }
    }
  }
  return [...byId.values()].sort((a, b) => a.source.localeCompare(b.source, 'en') || a.id.localeCompare(b.id));
}
