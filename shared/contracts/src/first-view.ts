// The first view's template: what a storefront remote's build publishes beside its mf-manifest.json
// (FIRST_VIEW_FILE) so the API can draw the top of its pages into the HTML before any JavaScript runs, and what the
// API may fill in. The remote owns the markup, its CSS and its words (from its own compiled catalogues); the API owns
// only the data: which page an address is and the record's values (docs/storefront.md, "First view").
// No TypeBox: the API, the build (Node, type stripping) and the remote's template source all read it.

/** The file a remote's build emits when its package.json `shop.firstView` names a template source. */
export const FIRST_VIEW_FILE = 'first-view.json';
/** Raised when the format changes in a way an older API cannot fill (2: each page has its own CSS). */
export const FIRST_VIEW_FORMAT = 2;

/**
 * The pages the API knows the data of, and the slots it fills in each (`locale`, the route locale, in every page).
 * A template may leave any slot out; a page whose markup names another slot is not drawn.
 */
export const FIRST_VIEW_SLOTS = {
  home: [],
  accessories: [],
  /** The vehicle filter without a vehicle. */
  'vehicle-choice': [],
  /** The vehicle filter naming a vehicle the shop does not know. */
  'vehicle-unknown': [],
  /** The vehicle filter's parts: `vehicle` is "Toyota Camry 2015" in the page's language. */
  'vehicle-parts': ['vehicle'],
  brand: ['brand'],
  category: ['category'],
  /**
   * `otherName`: the part's name in the other language when it differs; `imageWidth`/`imageHeight`: the stored size,
   * when known; `imageSrcset`: the picture's WebP sizes as an `srcset` (picture-sizes.ts), when it has them.
   */
  part: [
    'name',
    'otherName',
    'partNumber',
    'category',
    'categoryId',
    'image',
    'imageSrcset',
    'imageWidth',
    'imageHeight',
    'description',
  ],
  accessory: ['name', 'partNumber', 'category', 'categoryId', 'image', 'imageSrcset', 'imageWidth', 'imageHeight'],
} as const satisfies Record<string, readonly string[]>;

export type FirstViewPage = keyof typeof FIRST_VIEW_SLOTS;
export const FIRST_VIEW_PAGES = Object.keys(FIRST_VIEW_SLOTS) as FirstViewPage[];
export type FirstViewLocale = 'en' | 'kh';
export type FirstViewValues = Partial<Record<string, string>>;

/**
 * The published file. Markup uses a small subset of Mustache: `{{slot}}` (the value, HTML-escaped by the API),
 * `{{#slot}}…{{/slot}}` (kept only when the value is not empty) and `{{^slot}}…{{/slot}}` (only when it is).
 * Words are already in the markup, per language, escaped by the build.
 */
export interface FirstViewTemplate {
  format: typeof FIRST_VIEW_FORMAT;
  /** The remote release it came from (for logs). */
  remote: string;
  version: string;
  /**
   * Each page's CSS, the same in both languages (the shell's header bar and the font faces are not the remote's): a
   * page's HTML carries its own rules only.
   */
  styles: Partial<Record<FirstViewPage, string>>;
  pages: Record<FirstViewLocale, Partial<Record<FirstViewPage, string>>>;
}

/** What a remote's template source exports (`shop.firstView`); the build calls `pages` once per language. */
export interface FirstViewSource {
  /**
   * `text(source, slots)`: the catalogue's text for the English source `source`, its `{placeholders}` replaced by
   * `slots`, unescaped: React escapes it when it renders the remote's components into the markup.
   */
  pages: (text: FirstViewWord) => Partial<Record<FirstViewPage, string>>;
  /** The CSS a page's markup (in both languages) needs, worked out from it (the components' own). */
  style: (markup: string[]) => string;
}
export type FirstViewWord = (source: string, slots?: Record<string, string>) => string;

/**
 * The storefront's frame around a page's first view: the header bar and the page's main element as the shell draws
 * them (shell/src/first-view/frame.ts), which the shell's build emits beside its index.html. The API reads it from the
 * shell it serves (SHELL_DIST), so a shell release changes the first view's header bar with it, and puts the filled
 * page where FIRST_VIEW_PAGE stands.
 */
export const FIRST_VIEW_FRAME_FILE = 'first-view-frame.json';
/** Raised when the frame's format changes in a way an older API cannot draw. */
export const FIRST_VIEW_FRAME_FORMAT = 1;
/** Where the page's top goes in the frame's markup (once, in its main element). */
export const FIRST_VIEW_PAGE = '{{page}}';

export interface FirstViewFrame {
  format: typeof FIRST_VIEW_FRAME_FORMAT;
  /** The shell build it came from (for logs). */
  version: string;
  /** The frame's CSS, the same in both languages. */
  style: string;
  /** Per language: the frame's markup, with FIRST_VIEW_PAGE once and no other slot. */
  frames: Record<FirstViewLocale, string>;
}

/** What the shell's frame source exports; the build calls `frame` once per language, `page` being FIRST_VIEW_PAGE. */
export interface FirstViewFrameSource {
  frame: (text: FirstViewWord, locale: FirstViewLocale, page: string) => string;
  style: (markup: string[]) => string;
}

/**
 * Text as HTML: the API escapes the values it fills in (and the rest of what it writes into the shell's page) with
 * it.
 */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const SECTION = /\{\{([#^])(\w+)\}\}([\s\S]*?)\{\{\/\2\}\}/g;
const SLOT = /\{\{(\w+)\}\}/g;
/** Elements and attributes a template may not carry: it is drawn into the shop's own page. */
const FORBIDDEN_MARKUP =
  /<\s*\/?\s*(script|style|link|meta|base|iframe|object|embed|form|template|noscript)\b|\son\w+\s*=|javascript:/i;

/** The markup with its sections resolved and its slots filled, each value passed through `escape`. */
export function fillFirstView(markup: string, values: FirstViewValues, escape: (text: string) => string): string {
  const sections = markup.replace(SECTION, (_, kind: string, name: string, inner: string) =>
    ((values[name] ?? '') !== '') === (kind === '#') ? fillFirstView(inner, values, escape) : '',
  );
  return sections.replace(SLOT, (_, name: string) => escape(values[name] ?? ''));
}

/** Why a page's markup cannot be drawn (a slot the API does not fill, a script, an unclosed section), or undefined. */
export function firstViewMarkupProblem(page: FirstViewPage, markup: string): string | undefined {
  if (FORBIDDEN_MARKUP.test(markup)) return 'carries a script, a style, a link or an event handler';
  const known = new Set<string>(['locale', ...FIRST_VIEW_SLOTS[page]]);
  const names: string[] = [];
  let rest = markup;
  // Sections may hold other sections: resolve from the inside out.
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(SECTION, (_, _kind: string, name: string, inner: string) => {
      names.push(name);
      return inner;
    });
  }
  if (/\{\{[#^/]/.test(rest)) return 'has a section that is not closed';
  for (const [, name] of rest.matchAll(SLOT)) names.push(name!);
  const unknown = names.filter((name) => !known.has(name));
  return unknown.length > 0 ? `names slots the API does not fill: ${[...new Set(unknown)].join(', ')}` : undefined;
}

/**
 * The template in `json` with only the pages that can be drawn, and what was left out; `template` is undefined when
 * the file is not a first-view template of this format at all.
 */
export function readFirstViewTemplate(json: unknown): { template?: FirstViewTemplate; problems: string[] } {
  const file = json as Partial<FirstViewTemplate> | null;
  if (typeof file !== 'object' || file === null || file.format !== FIRST_VIEW_FORMAT)
    return { problems: [`not a first-view template of format ${FIRST_VIEW_FORMAT}`] };
  const styles = (typeof file.styles === 'object' && file.styles !== null ? file.styles : {}) as Record<
    string,
    unknown
  >;
  if (Object.values(styles).some((style) => typeof style !== 'string' || style.includes('<')))
    return { problems: ['a style of it is not plain CSS'] };
  if (typeof file.pages !== 'object' || file.pages === null) return { problems: ['it has no pages'] };
  const problems: string[] = [];
  const pages = { en: {}, kh: {} } as FirstViewTemplate['pages'];
  for (const locale of ['en', 'kh'] as const) {
    const given = (file.pages as Record<string, unknown>)[locale];
    for (const [page, markup] of Object.entries(typeof given === 'object' && given !== null ? given : {})) {
      if (!(page in FIRST_VIEW_SLOTS) || typeof markup !== 'string') {
        problems.push(`${locale} ${page}: not a page the API knows`);
        continue;
      }
      const problem =
        firstViewMarkupProblem(page as FirstViewPage, markup) ?? (page in styles ? undefined : 'has no style');
      if (problem) problems.push(`${locale} ${page}: ${problem}`);
      else pages[locale][page as FirstViewPage] = markup;
    }
  }
  return {
    template: {
      format: FIRST_VIEW_FORMAT,
      remote: String(file.remote ?? ''),
      version: String(file.version ?? ''),
      styles: Object.fromEntries(
        Object.entries(styles).filter(([page]) => page in FIRST_VIEW_SLOTS),
      ) as FirstViewTemplate['styles'],
      pages,
    },
    problems,
  };
}

/** The frame in `json`, or undefined and why not: the API draws no first view without one. */
export function readFirstViewFrame(json: unknown): { frame?: FirstViewFrame; problems: string[] } {
  const file = json as Partial<FirstViewFrame> | null;
  if (typeof file !== 'object' || file === null || file.format !== FIRST_VIEW_FRAME_FORMAT)
    return { problems: [`not a first-view frame of format ${FIRST_VIEW_FRAME_FORMAT}`] };
  if (typeof file.style !== 'string' || file.style.includes('<')) return { problems: ['its style is not plain CSS'] };
  const frames = (typeof file.frames === 'object' && file.frames !== null ? file.frames : {}) as Record<
    string,
    unknown
  >;
  const problems = (['en', 'kh'] as const).flatMap((locale) => {
    const markup = frames[locale];
    if (typeof markup !== 'string') return [`${locale}: no frame`];
    if (FORBIDDEN_MARKUP.test(markup)) return [`${locale}: carries a script, a style, a link or an event handler`];
    const slots = [...markup.matchAll(/\{\{[^}]*\}\}/g)].map(([slot]) => slot);
    return slots.length === 1 && slots[0] === FIRST_VIEW_PAGE
      ? []
      : [`${locale}: names ${FIRST_VIEW_PAGE} not once alone`];
  });
  if (problems.length > 0) return { problems };
  return {
    frame: {
      format: FIRST_VIEW_FRAME_FORMAT,
      version: String(file.version ?? ''),
      style: file.style,
      frames: { en: frames.en as string, kh: frames.kh as string },
    },
    problems,
  };
}
