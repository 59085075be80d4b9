// Builds a remote's first-view template (FIRST_VIEW_FILE, beside its mf-manifest.json) from the template source its
// package.json `shop.firstView` names and its own compiled Lingui catalogues: the markup and CSS are the remote's,
// and the words are the ones its pages draw, in both languages. The API fills the live release's file with a
// record's values (@shop/contracts/first-view.ts), so a remote released alone changes its first view with it.
// Node only, read through type stripping by rspack-config.mjs, and by the API's tests.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_VIEW_FORMAT,
  readFirstViewTemplate,
  type FirstViewLocale,
  type FirstViewPage,
  type FirstViewSource,
  type FirstViewTemplate,
  type FirstViewWord,
} from '../../contracts/src/first-view.ts';
import { compiledWords } from '../../i18n/src/compiled-catalogue.ts';

/**
 * A word as React renders it into the markup (React escapes it): one that holds a slot's braces fails the build, so a
 * translation cannot open a `{{slot}}` the API would then fill.
 */
export const plainWord = (source: string) => (text: string) => {
  if (/\{\{|\}\}/.test(text)) throw new Error(`${source}: "${text}" holds {{ or }}, which the API would fill`);
  return text;
};

const LANGUAGES = [
  ['en', 'en'],
  ['kh', 'km'],
] as const;

/** Files the template is made of, so a watch build runs again when one changes. */
export function firstViewInputs(dir: string, source: string): string[] {
  return [join(dir, source), ...LANGUAGES.map(([, lingui]) => join(dir, 'src', 'locales', lingui, 'messages.ts'))];
}

/** The template of the remote in `dir`; fails the build when a page cannot be drawn or a word is not in the catalogues. */
export async function buildFirstView(
  dir: string,
  source: string,
  release: { name: string; version: string },
): Promise<FirstViewTemplate> {
  const url = `${pathToFileURL(join(dir, source)).href}?at=${Date.now()}`;
  const { firstView } = (await import(url)) as { firstView: FirstViewSource };
  const words = await compiledWords(dir);
  const pages = {} as FirstViewTemplate['pages'];
  for (const [locale, lingui] of LANGUAGES) {
    const word = plainWord(source);
    const text: FirstViewWord = (english, slots = {}) =>
      words(lingui, english)
        .map((part) => {
          if ('text' in part) return word(part.text);
          const slot = slots[part.placeholder];
          if (slot === undefined) throw new Error(`${source}: "${english}" has {${part.placeholder}}; give it a slot`);
          return slot;
        })
        .join('');
    pages[locale satisfies FirstViewLocale] = firstView.pages(text);
  }
  const drawn = [...new Set(Object.values(pages).flatMap((byPage) => Object.keys(byPage)))] as FirstViewPage[];
  const styles = Object.fromEntries(
    drawn.map((page) => [page, firstView.style(LANGUAGES.map(([locale]) => pages[locale][page] ?? ''))]),
  );
  const template: FirstViewTemplate = {
    format: FIRST_VIEW_FORMAT,
    remote: release.name,
    version: release.version,
    styles,
    pages,
  };
  // The API's own check, here too: a template it would refuse fails the build rather than the first view in production.
  const { problems } = readFirstViewTemplate(template);
  if (problems.length > 0) throw new Error(`${source}: ${problems.join('; ')}`);
  return template;
}
