/** One entry of a gettext .po catalogue: enough to check that every message has a translation. */
export interface PoEntry {
  msgid: string;
  msgstr: string;
  /** `#.` and `#:` lines: the source reference, useful in a failure message. */
  references: string[];
  /** An obsolete entry (`#~`) left behind by extraction; not shown in the UI. */
  obsolete: boolean;
}

const unquote = (raw: string): string => JSON.parse(raw) as string;

/**
 * A small parser for the .po files Lingui writes (msgid / msgstr, multi-line strings, comments).
 * Plural forms (`msgid_plural`, `msgstr[n]`) are not used: Lingui keeps ICU plurals in one msgid.
 */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | undefined;
  let field: 'msgid' | 'msgstr' | undefined;

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
      continue;
    }
    const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (keyword) {
      const [, key, value] = keyword as unknown as [string, string, string];
      if ((key === 'msgid' || key === 'msgctxt') && field === 'msgstr') flush();
      const e = entry();
      if (obsolete) e.obsolete = true;
      if (key === 'msgctxt') {
        field = undefined;
        continue;
      }
      field = key as 'msgid' | 'msgstr';
      e[field] = unquote(value);
      continue;
    }
    if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    }
  }
  flush();
  // The header entry has an empty msgid; it is metadata, not a message.
  return entries.filter((e) => e.msgid !== '');
}
