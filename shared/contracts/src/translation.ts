// The translation editor's shapes: every UI string of every package (from the built catalogues) with its text
// in each language, and the staff changes (Translation rows) laid over them.
import Type, { type Static } from 'typebox';
import { BaseRecordFields, ListQueryFields } from './backoffice.ts';
import { Id, Nullable } from './envelope.ts';

const LanguageCode = Type.String({
  minLength: 2,
  maxLength: 8,
  pattern: '^[a-z]{2,3}(?:-[A-Za-z0-9]{2,4})?$',
  description: 'Route locale, e.g. en, kh',
});
const Namespace = Type.String({
  minLength: 1,
  maxLength: 50,
  pattern: '^[a-z0-9-]+$',
  description: 'Always common today (spec §2)',
});
/** A Lingui message id (a hash of the English source text) as the compiled catalogues key them. */
const MessageKey = Type.String({ minLength: 1, maxLength: 500, pattern: '^\\S+$' });
/** ICU message format, as Lingui compiles it; the API refuses text that does not compile. */
const MessageText = Type.String({ minLength: 1, maxLength: 10_000 });

export const TRANSLATION_FILTERS = ['missing', 'unverified', 'changed'] as const;
export type TranslationFilter = (typeof TRANSLATION_FILTERS)[number];

export const TranslationListQuery = Type.Object({
  page: ListQueryFields.page,
  size: ListQueryFields.size,
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: "Matched against the id, the English source and every language's text",
    }),
  ),
  language: Type.Optional({ ...LanguageCode, description: 'The language the filters look at (default kh)' }),
  namespace: Type.Optional(Namespace),
  filter: Type.Optional(
    Type.Enum(TRANSLATION_FILTERS, {
      description:
        'missing: no text in `language`; unverified: not marked correct in `language`; changed: changed by staff in `language`',
    }),
  ),
  package: Type.Optional(
    Type.String({
      maxLength: 60,
      pattern: '^[a-z0-9/-]+$',
      description: 'Only the strings of one package, e.g. mfe-catalog',
    }),
  ),
  format: Type.Optional(
    Type.Enum(['json', 'po'], {
      description: 'po: the whole filtered list of `language` as a gettext .po file for a translator',
    }),
  ),
});
export type TranslationListQuery = Static<typeof TranslationListQuery>;

/** One string in one language: the built text and the staff change over it, if any. */
export const TranslationText = Type.Object({
  /** The text the package was built with ('' when its catalogue has none). */
  default: Type.String(),
  /** What the shop shows now: the staff change, else the built text. */
  value: Type.String(),
  /** The Translation row holding the staff change or the isCorrect mark; null when there is none. */
  translationId: Nullable(Id),
  isCorrect: Type.Boolean(),
  /** A staff text that differs from the built one. */
  changed: Type.Boolean(),
});
export type TranslationText = Static<typeof TranslationText>;

export const TranslationEntry = Type.Object({
  key: MessageKey,
  /** The English source text (the .po msgid). */
  source: Type.String(),
  context: Nullable(Type.String()),
  /** The packages whose catalogues hold it, e.g. ['mfe-catalog', 'shared/ui']. */
  packages: Type.Array(Type.String()),
  /** By language code (every active language). */
  texts: Type.Record(Type.String(), TranslationText),
});
export type TranslationEntry = Static<typeof TranslationEntry>;

export const TranslationView = Type.Object({
  ...BaseRecordFields,
  language: LanguageCode,
  namespace: Namespace,
  key: MessageKey,
  value: Type.String(),
  isCorrect: Type.Boolean(),
});
export type TranslationView = Static<typeof TranslationView>;

export const TranslationBody = Type.Object({
  language: LanguageCode,
  namespace: Type.Optional(Namespace),
  key: MessageKey,
  value: MessageText,
  isCorrect: Type.Optional(Type.Boolean()),
});
export type TranslationBody = Static<typeof TranslationBody>;

export const TranslationPatch = Type.Object(
  { value: Type.Optional(MessageText), isCorrect: Type.Optional(Type.Boolean()) },
  { minProperties: 1 },
);
export type TranslationPatch = Static<typeof TranslationPatch>;

export const TranslationCorrectBody = Type.Object({ isCorrect: Type.Boolean() });
export type TranslationCorrectBody = Static<typeof TranslationCorrectBody>;

/** One change of several: a new text, a correctness mark, or both; a string with no row yet gets one. */
export const TranslationChange = Type.Object(
  {
    language: LanguageCode,
    namespace: Type.Optional(Namespace),
    key: MessageKey,
    value: Type.Optional(MessageText),
    isCorrect: Type.Optional(Type.Boolean()),
  },
  { minProperties: 3 },
);
export type TranslationChange = Static<typeof TranslationChange>;

export const TranslationMultipleBody = Type.Object({
  items: Type.Array(TranslationChange, { minItems: 1, maxItems: 1000 }),
});
export type TranslationMultipleBody = Static<typeof TranslationMultipleBody>;

/** `POST /translation/multiple` with a .po body: the language it is in. */
export const TranslationImportQuery = Type.Object({
  language: Type.Optional({
    ...LanguageCode,
    description: 'With a text/x-gettext-translation body: the language of the .po file (default kh)',
  }),
});
export type TranslationImportQuery = Static<typeof TranslationImportQuery>;

export const TranslationImportResult = Type.Object({
  changed: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
  /** msgids of the file that are no message of any package, or have no translation. */
  skipped: Type.Array(Type.String()),
});
export type TranslationImportResult = Static<typeof TranslationImportResult>;

export const TranslationLanguageSummary = Type.Object({
  code: LanguageCode,
  name: Type.String(),
  nativeName: Type.String(),
  total: Type.Integer({ minimum: 0 }),
  missing: Type.Integer({ minimum: 0 }),
  correct: Type.Integer({ minimum: 0 }),
  changed: Type.Integer({ minimum: 0 }),
});
export type TranslationLanguageSummary = Static<typeof TranslationLanguageSummary>;
