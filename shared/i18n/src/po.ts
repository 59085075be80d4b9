/** One entry of a gettext .po catalogue: enough to check that every message has a translation. */
export interface PoEntry {
  msgid: string;
  msgstr: string;
  /** `#.` and `#:` lines: the source reference, useful in a failure message. */
  references: string[];
  /** An obsolete entry (`#~`) left behind by extraction; not shown in the UI. */
  obsolete: boolean;
  /** `msgctxt`: Lingui's message context, part of the message id. Set only when present. */
  context?: string;
  /** `#, fuzzy`: a translator's "not sure yet". Set only when present. */
  fuzzy?: boolean;
}

const unquote = (raw: string): string => JSON.parse(raw) as string;

/**
 * A small parser for the .po files Lingui writes (msgid / msgstr, multi-line strings, comments).
 * Plural forms (`msgid_plural`, `msgstr[n]`) are not used: Lingui keeps ICU plurals in one msgid.
 */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | undefined;
  let field: 'msgid' | 'msgstr' | 'context' | undefined;

  const flush = () => {
    if (current && (current.msgid !== '' || current.msgstr !== '')) entries.push(current);
    current = undefined;
    field = undefined;
  };
  const entry = () => (current ??= { msgid: '', msgstr: '', references: [], obsolete: false });

  for (const rawLine of text.split(/\r?\n/)) {
    const obsolete = rawLine.startsWith('#~');
    const line = obsolete ? rawLine.slice(2).trim() : rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (!obsolete && line.startsWith('#')) {
      if (field === 'msgstr') flush();
      if (line.startsWith('#:')) entry().references.push(line.slice(2).trim());
      if (
        line.startsWith('#,') &&
        line
          .slice(2)
          .split(',')
          .some((flag) => flag.trim() === 'fuzzy')
      )
        entry().fuzzy = true;
      continue;
    }
    const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (keyword) {
      const [, key, value] = keyword as unknown as [string, string, string];
      if ((key === 'msgid' || key === 'msgctxt') && field === 'msgstr') flush();
      const e = entry();
      if (obsolete) e.obsolete = true;
      field = key === 'msgctxt' ? 'context' : (key as 'msgid' | 'msgstr');
      e[field] = unquote(value);
      continue;
    }
    if (line.startsWith('"') && current && field) {
      current[field] = (current[field] ?? '') + unquote(line);
    }
  }
  flush();
  // The header entry has an empty msgid; it is metadata, not a message.
  return entries.filter((e) => e.msgid !== '');
}

const quote = (text: string): string => JSON.stringify(text);

/** The text of a .po entry's string, as gettext tools write it (one line; newlines escaped). */
function poString(keyword: string, text: string): string {
  return `${keyword} ${quote(text)}`;
}

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

/** Writes a gettext .po file (the header, then one entry per message) that parsePo and translators' tools read. */
export function writePo(
  language: string,
  entries: readonly PoFileEntry[],
  header: Record<string, string> = {},
): string {
  const headerLines = Object.entries({
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Transfer-Encoding': '8bit',
    Language: language,
    ...header,
  }).map(([name, value]) => quote(`${name}: ${value}\n`));
  const blocks = [['msgid ""', 'msgstr ""', ...headerLines].join('\n')];
  for (const entry of entries) {
    const lines = [
      ...(entry.comments ?? []).map((comment) => `#. ${comment}`),
      ...(entry.references ?? []).map((reference) => `#: ${reference}`),
      ...(entry.fuzzy ? ['#, fuzzy'] : []),
      ...(entry.context ? [poString('msgctxt', entry.context)] : []),
      poString('msgid', entry.msgid),
      poString('msgstr', entry.msgstr),
    ];
    blocks.push(lines.join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}
