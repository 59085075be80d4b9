// Builds a remote's first-view template (FIRST_VIEW_FILE, beside its mf-manifest.json) from the template source its
// package.json `shop.firstView` names and its own compiled Lingui catalogues: the markup and CSS are the remote's,
// and the words are the ones its pages draw, in both languages. The API fills the live release's file with a
// record's values (@shop/contracts/first-view.ts), so a remote released alone changes its first view with it.
// Node only, read through type stripping by rspack-config.mjs, and by the API's tests.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_VIEW_FORMAT,
  FIRST_VIEW_FRAME_FORMAT,
  FIRST_VIEW_PAGE,
  readFirstViewFrame,
  readFirstViewTemplate,
  type FirstViewFrame,
  type FirstViewFrameSource,
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

/**
 * The words of the package in `dir` in each of its languages, for its first-view source (`source`, named in errors):
 * `text(english, slots)` is its compiled catalogue's message, placeholders filled by `slots`.
 */
async function wordsOf(dir: string, source: string): Promise<(lingui: 'en' | 'km') => FirstViewWord> {
  const words = await compiledWords(dir);
  const word = plainWord(source);
  return (lingui) =>
    (english, slots = {}) =>
      words(lingui, english)
        .map((part) => {
          if ('text' in part) return word(part.text);
          const slot = slots[part.placeholder];
          if (slot === undefined) throw new Error(`${source}: "${english}" has {${part.placeholder}}; give it a slot`);
          return slot;
        })
        .join('');
}

const sourceUrl = (dir: string, source: string) => `${pathToFileURL(join(dir, source)).href}?at=${Date.now()}`;

/** The template of the remote in `dir`; fails the build when a page cannot be drawn or a word is not in the catalogues. */
export async function buildFirstView(
  dir: string,
  source: string,
  release: { name: string; version: string },
): Promise<FirstViewTemplate> {
  const { firstView } = (await import(sourceUrl(dir, source))) as { firstView: FirstViewSource };
  const text = await wordsOf(dir, source);
  const pages = {} as FirstViewTemplate['pages'];
  for (const [locale, lingui] of LANGUAGES) pages[locale satisfies FirstViewLocale] = firstView.pages(text(lingui));
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

/**
 * The shell's frame around the first view (FIRST_VIEW_FRAME_FILE, beside its index.html): the header bar drawn by its
 * source `source` (`firstViewFrame`) with the shell's own words; fails the build when the API could not draw it.
 */
export async function buildFirstViewFrame(dir: string, source: string, version: string): Promise<FirstViewFrame> {
  const { firstViewFrame } = (await import(sourceUrl(dir, source))) as { firstViewFrame: FirstViewFrameSource };
  const text = await wordsOf(dir, source);
  const frames = {} as FirstViewFrame['frames'];
  for (const [locale, lingui] of LANGUAGES)
    frames[locale] = firstViewFrame.frame(text(lingui), locale, FIRST_VIEW_PAGE);
  const frame: FirstViewFrame = {
    format: FIRST_VIEW_FRAME_FORMAT,
    version,
    style: firstViewFrame.style(Object.values(frames)),
    frames,
  };
  const { problems } = readFirstViewFrame(frame);
  if (problems.length > 0) throw new Error(`${source}: ${problems.join('; ')}`);
  return frame;
}
