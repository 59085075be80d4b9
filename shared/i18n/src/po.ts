import type { CatalogType, MessageType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * Gettext .po files, read and written by Lingui's own PO format (the one `lingui extract` writes), so the files staff
 * download and upload are the catalogues' format exactly, multi-line strings, escapes and obsolete entries included.
 */
const FORMAT_OPTIONS = { origins: true, lineNumbers: false, printPlaceholdersInComments: false } as const;
const po = formatter(FORMAT_OPTIONS);
const SOURCE_LOCALE = 'en';

/** One message of a .po file. */
export interface PoEntry {
  /** The id Lingui's compiled catalogues and the staff's Translation rows use (a hash of msgid and context). */
  id: string;
  msgid: string;
  msgstr: string;
  /** `#:` lines: where the message is used. */
  references: string[];
  /** An obsolete entry (`#~`) left behind by extraction; not shown in the UI. */
  obsolete: boolean;
  /** `msgctxt`: Lingui's message context, part of the message id. Set only when present. */
  context?: string;
  /** `#, fuzzy`: a translator's "not sure yet". Set only when present. */
  fuzzy?: boolean;
}

/** The messages of a .po file; the header (empty msgid) is metadata, not a message. */
export function parsePo(text: string): PoEntry[] {
  const catalog = po.parse(text, {
    locale: undefined,
    sourceLocale: SOURCE_LOCALE,
    filename: 'messages.po',
  }) as CatalogType;
  return Object.entries(catalog).map(([id, message]) => ({
    id,
    msgid: message.message ?? id,
    msgstr: message.translation ?? '',
    references: (message.origin ?? []).map(([file, line]) => (line == null ? file : `${file}:${line}`)),
    obsolete: message.obsolete ?? false,
    ...(message.context ? { context: message.context } : {}),
    ...(isFuzzy(message) ? { fuzzy: true } : {}),
  }));
}

/** Lingui keeps an entry's `#,` flags in `extra.flags`. */
const isFuzzy = (message: MessageType): boolean => {
  const flags = message.extra?.flags;
  return Array.isArray(flags) && flags.includes('fuzzy');
};

export interface PoFileEntry {
  msgid: string;
  msgstr: string;
  context?: string | null;
  /** `#.` lines for the translator. */
  comments?: string[];
  /** `#:` lines: where the string is used. */
  references?: string[];
  fuzzy?: boolean;
}

/** A gettext .po file (the header, then one entry per message) that parsePo and translators' tools read. */
export function writePo(
  language: string,
  entries: readonly PoFileEntry[],
  header: Record<string, string> = {},
): string {
  const catalog: CatalogType = {};
  for (const entry of entries) {
    const message: MessageType = {
      message: entry.msgid,
      translation: entry.msgstr,
      comments: entry.comments ?? [],
      origin: (entry.references ?? []).map((reference) => [reference]),
      extra: { flags: entry.fuzzy ? ['fuzzy'] : [], translatorComments: [] },
      ...(entry.context ? { context: entry.context } : {}),
    };
    catalog[generateMessageId(entry.msgid, entry.context ?? undefined)] = message;
  }
  const file = formatter({ ...FORMAT_OPTIONS, customHeaderAttributes: header });
  return file.serialize(catalog, {
    locale: language,
    sourceLocale: SOURCE_LOCALE,
    existing: undefined,
    filename: '',
  }) as string;
}
