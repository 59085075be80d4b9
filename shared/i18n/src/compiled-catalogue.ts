// A package's compiled Lingui catalogues (`src/locales/{locale}/messages.ts`, written by `lingui compile`), read at
// build time: a build that emits words for something other than its bundle (a remote's first view) takes them from
// the same catalogues its pages use, so the two cannot differ. Node only (imports files); not exported from the index.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { LinguiLocale } from './locales.ts';

/** A compiled message: text, and `[name]` for a placeholder (plurals and selects are `[name, kind, cases]`). */
type CompiledMessage = string | (string | unknown[])[];

/** One part of a word: text, or the name of a placeholder (`{vehicleName}`, `{0}`). */
export type WordPart = { text: string } | { placeholder: string };

/** The package's message for the English source `source` in `locale`, as text and placeholders. */
export type CompiledWords = (locale: LinguiLocale, source: string) => WordPart[];

export async function compiledWords(
  packageDir: string,
  locales: readonly LinguiLocale[] = ['en', 'km'],
): Promise<CompiledWords> {
  const catalogues = new Map<LinguiLocale, Record<string, CompiledMessage>>();
  for (const locale of locales) {
    // A query, so a watch rebuild reads a catalogue compiled again rather than Node's cached module.
    const url = `${pathToFileURL(join(packageDir, 'src', 'locales', locale, 'messages.ts')).href}?at=${Date.now()}`;
    catalogues.set(locale, ((await import(url)) as { messages: Record<string, CompiledMessage> }).messages);
  }
  return (locale, source) => {
    const message = catalogues.get(locale)?.[generateMessageId(source)];
    if (message === undefined)
      throw new Error(
        `${packageDir}: no ${locale} message "${source}" in the compiled catalogue (run its i18n:extract and i18n:compile)`,
      );
    return (typeof message === 'string' ? [message] : message).map((part): WordPart => {
      if (typeof part === 'string') return { text: part };
      if (part.length === 1 && typeof part[0] === 'string') return { placeholder: part[0] };
      throw new Error(
        `${packageDir}: the ${locale} message "${source}" has a plural or select, which a fixed word cannot have`,
      );
    });
  };
}
