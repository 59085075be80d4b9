// Reads a shopper's query the way a mechanic means it: vehicle brand, model and year words (English or Khmer, in any
// order, also inside unspaced Khmer), a maker's name, and the part words or numbers left over. "toyota brake pad",
// "brake pad camry 2015", "hilux", "bosch wiper" and "ហ្វ្រាំងតូយ៉ូតា" each name a vehicle or a maker plus part words.
// Each understood piece keeps the text it was read from, so the search page can offer it as a chip to remove.
// The dictionary is the shop's own brands, models (with the years each was made) and makers, and the vehicle brands it
// carries no parts for (the uncarried_brand table staff keep).
import type { QueryReading } from '@shop/contracts';

export interface NamedEntry {
  id: number;
  name: string;
  nameKh: string | null;
}

export interface ModelEntry extends NamedEntry {
  brandId: number;
  /** Year value to year id, the years the model was made. */
  years: ReadonlyMap<number, number>;
}

/** A vehicle brand the shop carries no parts for, with its further spellings ("Benz", "បេន"). */
export interface UncarriedEntry extends NamedEntry {
  otherNames: readonly string[];
}

export interface QueryDictionary {
  brands: readonly NamedEntry[];
  models: readonly ModelEntry[];
  makers: readonly NamedEntry[];
  /** Every year the shop knows: value to id. */
  years: ReadonlyMap<number, number>;
  /** Named in a query ("bmw x5 oil filter"), the shop says it does not know the vehicle instead of ignoring it. */
  uncarried: readonly UncarriedEntry[];
}

/** The reading with the ids the search filters on. */
export interface ReadQuery {
  reading: QueryReading;
  brandId?: number;
  modelId?: number;
  yearId?: number;
  /** The years of a range ("camry 2012-2015") the vehicle was made in. */
  yearIds?: number[];
  makerId?: number;
  /**
   * A part number typed beside part words ("04465 8S468 brake pad", "oil filter 90915-YZZE1"): the number, searched as
   * a number, and the words beside it, searched as part words. Unset when the words are all one or the other.
   */
  number?: string;
  partWords?: string;
}

type Kind = 'brand' | 'model' | 'maker';

interface Candidate {
  kind: Kind;
  entry: NamedEntry | ModelEntry;
  phrase: string;
  /** A two-letter model name ("LX", "K5"): read only beside its brand or one of its years. */
  short?: boolean;
  pattern: RegExp;
}

const KHMER = /[\u1780-\u17ff]/;
const KHMER_DIGITS = /[\u17e0-\u17e9]/g;
const ZERO_WIDTH = /[\u200b-\u200d\ufeff]/g;

/**
 * Khmer in its standard character order, as the shop's names are written: a subscript RO after the other subscript
 * (ហ្រ្វាំង -> ហ្វ្រាំង), a subscript before the vowel typed ahead of it, a register shifter before its vowel
 * (មា៉ -> ម៉ា), the AA before the nikahit (ំា -> ាំ). Unicode NFC leaves Khmer order alone. Same length out as in.
 */
export function khmerOrder(text: string): string {
  return text
    .replace(/(\u17d2\u179a)(\u17d2[\u1780-\u17a2])/gu, '$2$1')
    .replace(/([\u17b6-\u17c5])(\u17d2[\u1780-\u17a2])/gu, '$2$1')
    .replace(/([\u17b6-\u17c5])([\u17c9\u17ca])/gu, '$2$1')
    .replace(/\u17c6\u17b6/gu, '\u17b6\u17c6');
}

/** The query as typed, made comparable: NFC, no zero-width spaces, Khmer in its standard order. Same case. */
export const cleanQuery = (text: string) => khmerOrder(text.normalize('NFC').replace(ZERO_WIDTH, ''));

/** NFC, lower case, no zero-width spaces, Khmer digits as 0-9: how both the query and the names are compared. */
export function normaliseQuery(text: string): string {
  return cleanQuery(text)
    .replace(KHMER_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x17e0))
    .toLowerCase();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const REGISTER_SHIFTERS = /[\u17c9\u17ca]/gu;

/**
 * The pattern of a name as people type it. Latin: its pieces (words, and letters apart from digits) with or without
 * spaces or dashes between them, so "dmax", "crv", "rav 4" and "landcruiser" are D-Max, CR-V, RAV4 and Land Cruiser.
 * Khmer: with or without a register shifter (រ៉េនជឺ is how many write រេនជឺ).
 */
function namePattern(phrase: string): string {
  if (KHMER.test(phrase))
    return [...phrase.replace(REGISTER_SHIFTERS, '')].map((char) => `${escapeRegExp(char)}[\u17c9\u17ca]?`).join('');
  return phrase
    .split(/[\s-]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)
    .filter((piece) => piece !== '')
    .map(escapeRegExp)
    .join('[\\s-]*');
}

/**
 * What finds a name in a query: anywhere (Khmer, written without spaces), or as whole words (Latin), though a model may
 * have a year glued on ("camry2015") or a three-digit engine size ("rx350", which it takes along).
 */
function nameRegExp(phrase: string, kind: Kind): RegExp {
  const pattern = namePattern(phrase);
  if (KHMER.test(phrase)) return new RegExp(pattern, 'u');
  const endsInLetter = kind === 'model' && /\p{L}$/u.test(phrase);
  const engine = endsInLetter ? '(?:\\d{3}(?![\\p{L}\\p{N}]))?' : '';
  const glued = endsInLetter ? '|(?:19|20)\\d\\d(?!\\p{N})' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}${engine}(?=$|[^\\p{L}\\p{N}]${glued})`, 'u');
}

/** Where the candidate's name stands in `text`. */
function find(text: string, candidate: Candidate): { start: number; end: number } | null {
  const match = candidate.pattern.exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

function candidates(dictionary: QueryDictionary): Candidate[] {
  const list: Candidate[] = [];
  const add = (kind: Kind, entry: NamedEntry | ModelEntry) => {
    for (const name of [entry.name, entry.nameKh]) {
      const phrase = name ? normaliseQuery(name).trim() : '';
      // One- and two-letter names ("IS", "ES") are too often part of a part number or a word: a two-letter model
      // counts only beside its brand or a year it was made in ("lexus is", "rx 2008").
      const pattern = nameRegExp(phrase, kind);
      if (phrase.length >= (KHMER.test(phrase) ? 2 : 3)) list.push({ kind, entry, phrase, pattern });
      else if (kind === 'model' && phrase.length === 2) list.push({ kind, entry, phrase, short: true, pattern });
    }
  };
  for (const brand of dictionary.brands) add('brand', brand);
  for (const model of dictionary.models) add('model', model);
  for (const maker of dictionary.makers) add('maker', maker);
  // Longest first, so "Land Cruiser" wins over "Cruiser" and a maker "Toyota Genuine Parts" over the brand "Toyota".
  return list.sort((a, b) => b.phrase.length - a.phrase.length);
}

const YEAR = /(?<![\p{L}\p{N}])(19[5-9]\d|20[0-4]\d)(?![\p{L}\p{N}])/u;
const YEARS = new RegExp(YEAR.source, 'gu');
/** "2012-2015", "2012 - 15", "2012 to 2015", "២០១២ ដល់ ២០១៥" (Khmer digits are 0-9 by then): a span of model years. */
const YEAR_RANGE =
  /(?<![\p{L}\p{N}])(19[5-9]\d|20[0-4]\d)\s*(?:[-\u2013\u2014~]|to|until|ដល់)\s*(19[5-9]\d|20[0-4]\d|\d\d)(?![\p{L}\p{N}])/u;

/** Khmer spellings this long are read inside unspaced Khmer ("ហ្វ្រាំងប៊ីអឹម"); shorter ones (បេន, ជីប) only alone. */
const KHMER_INSIDE = 4;

/**
 * What finds a brand the shop carries no parts for: any of its names and spellings as a whole word, in either script,
 * and a Khmer spelling of four characters or more also inside unspaced Khmer, as Khmer is written, from one letter
 * cluster to another (a short spelling such as បេន must not be read inside ប្រេងបេនហ្ស៊ីន, petrol). A brand the shop
 * carries (brand table) is read as its own before this is looked at. Null when there are none.
 */
function uncarriedRegExp(entries: readonly UncarriedEntry[]): RegExp | null {
  const phrases = entries
    .flatMap((entry) => [entry.name, entry.nameKh, ...entry.otherNames])
    .map((name) => (name ? normaliseQuery(name).trim() : ''))
    .filter((phrase) => phrase !== '')
    .sort((a, b) => b.length - a.length);
  if (phrases.length === 0) return null;
  const inside = phrases.filter((phrase) => KHMER.test(phrase) && [...phrase].length >= KHMER_INSIDE);
  const alone = phrases.filter((phrase) => !inside.includes(phrase));
  const patterns = [
    ...(alone.length > 0 ? [`(?<![\\p{L}\\p{N}])(?:${alone.map(namePattern).join('|')})(?![\\p{L}\\p{N}])`] : []),
    ...(inside.length > 0 ? [`(?<![\\u17d2])(?:${inside.map(namePattern).join('|')})(?![\\u17b6-\\u17d3])`] : []),
  ];
  return new RegExp(patterns.join('|'), 'u');
}

/**
 * An engine size in litres beside the vehicle ("hilux 2.5", "camry 2.4l", "រេនជឺ ២.២"): one decimal, 0.8 to 8.0.
 * Not glued to Latin letters or digits (a part number's "1.5" piece), but it may touch a Khmer model name.
 */
const ENGINE = /(?<![A-Za-z0-9.,/-])([1-7]\.\d|8\.0|0\.[89])(?:\s?(?:l|litre|liter|lit))?(?![A-Za-z0-9.,/-])/gu;

/** Khmer words people put beside a vehicle that name no part: car (ឡាន, រថយន្ត), for (សម្រាប់), of (របស់). */
const KHMER_FILLER = /(?<=^|\s)(?:ឡាន|រថយន្ត|សម្រាប់|របស់)(?=\s|$)/gu;

/** What a mechanic writes before a number ("oem 17801-3P501", "p/n 90915-YZZE1", "លេខ 04465"): no part's name. */
const NUMBER_LABEL = /(?<![\p{L}\p{N}])(?:oem|p\/n|pn|part\s*(?:no|number)|no|លេខ(?:កូដ)?)\.?(?![\p{L}\p{N}])|#/gu;
/** A word with three digits or more: a part number. */
const NUMBER_WORD = /(?:\p{N}[^\s]*){3}/u;
/** A piece of a part number as typed: Latin letters, digits, dashes and dots, with a digit ("04465", "8s468", "0k090"). */
const NUMBER_PIECE = /^[a-z0-9.-]*[0-9][a-z0-9.-]*$/iu;
/** A part word beside a number: letters only, four or more ("brake", "filter", "ហ្វ្រាំង"). */
const PART_WORD = /^[\p{L}\p{M}]{4,}$/u;

/**
 * The part number at the start or the end of `words` and the part words beside it: the pieces of a number (NUMBER_PIECE,
 * five digits or more together, "04465 8S468", "0 986 494 123") and words with one of four letters or more, or two
 * words ("brake pad", "wiper"). Null otherwise: a letter prefix is part of the number ("gdb 8868460", "VL 7485271"), and
 * a size among words ("tyre 265/65 r17") or a year ("brake pad 2015") is no number.
 */
function numberBesideWords(words: string): { number: string; words: string } | null {
  const pieces = words.split(' ').filter((piece) => piece !== '');
  const isNumber = (piece: string) => NUMBER_PIECE.test(piece);
  const lead = pieces.findIndex((piece) => !isNumber(piece));
  const trail = pieces.length - 1 - [...pieces].reverse().findIndex((piece) => !isNumber(piece));
  for (const [number, rest] of [
    [pieces.slice(0, Math.max(lead, 0)), pieces.slice(Math.max(lead, 0))],
    [pieces.slice(trail + 1), pieces.slice(0, trail + 1)],
  ]) {
    if (lead === -1 || number!.length === 0) continue;
    const digits = number!.join('').replace(/\D/g, '').length;
    if (digits < 5 || rest!.some(isNumber)) continue;
    if (rest!.length >= 2 || rest!.some((word) => PART_WORD.test(word)))
      return { number: number!.join(' '), words: rest!.join(' ') };
  }
  return null;
}

/**
 * Words that ask rather than name ("i need brake pad for my prius", "do you have ... ?", "តើមាន ... ទេ"): no part, maker
 * or vehicle is called so, so they are kept out of the words searched. Not beside a slash, dot or dash ("a/c").
 */
const ASKING =
  /(?<![\p{L}\p{N}/.'-])(?:i|i'm|im|need|want|looking|look|find|for|fits?|fitting|suits?|to|compatible|with|my|a|an|the|of|please|pls|do|you|have|any|price|how|much|is|there|sell|buy)(?![\p{L}\p{N}/.'-])/giu;
/** The same in Khmer, as whole spaced words or run together: I, need, want, is there, question marks, please, buy. */
const KHMER_ASKING = /(?<=^|\s)(?:ខ្ញុំ|ត្រូវការ|ចង់បាន|ចង់|តើ|មាន|ទេ|អត់|សូម|ទិញ|រក)+(?=\s|$)/gu;
/** Punctuation standing alone once the names and years are read ("?", "/", "(", "-"). */
const LONE_PUNCTUATION = /(?<=^|\s)[^\p{L}\p{N}\s]+(?=\s|$)|[?!()[\]]/gu;

/** A brand or model name as a word is compared for typos: letters and digits only, no register shifter. */
const compact = (phrase: string) => phrase.replace(/[\s-]+/g, '').replace(REGISTER_SHIFTERS, '');

/**
 * Edit distance (optimal string alignment: insert, delete, change, swap two neighbours) of `a` and `b`, by code points;
 * anything over `limit` comes back as limit + 1.
 */
function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    if (Math.min(...row) > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[y.length]!, limit + 1);
}

/** How many typos a name of this many characters forgives: one, two from eight characters ("mitsubisi"). */
const typosFor = (length: number) => (length >= 8 ? 2 : 1);

const cache = new WeakMap<QueryDictionary, { candidates: Candidate[]; uncarried: RegExp | null }>();

const ref = (entry: NamedEntry, text: string) => ({ id: entry.id, name: entry.name, nameKh: entry.nameKh, text });

type Found = Partial<Record<Kind, { entry: NamedEntry | ModelEntry; text: string }>>;

/**
 * Brand and model names typed with a typo ("toyta", "hilx 2012", "camery 2017", "navarra", "ដីម៉ាក់ ២០១៣" for ឌីម៉ាក់),
 * read after the names typed right, from the words left: a brand from five characters; a model from four, and only
 * beside its brand or a year it was made in, as a part word may be one letter from a model's name. The closest name
 * wins; two names as close are left unread (the word is searched as typed).
 */
function readMistyped(
  current: () => string,
  list: readonly Candidate[],
  found: Found,
  take: (span: { start: number; end: number }) => string,
  vehicleSpans: { start: number; end: number }[],
): void {
  const years = [...current().matchAll(YEARS)].map((year) => Number(year[1]));
  for (const kind of ['brand', 'model'] as const) {
    if (found[kind]) continue;
    const text = current();
    let best: { candidate: Candidate; span: { start: number; end: number }; distance: number } | null = null;
    let tie = false;
    for (const word of text.matchAll(/[\p{L}\p{M}][\p{L}\p{M}-]*/gu)) {
      const typed = compact(word[0]);
      if ([...typed].length < (kind === 'brand' ? 5 : 4)) continue;
      for (const candidate of list) {
        if (candidate.kind !== kind || candidate.short) continue;
        const entry = candidate.entry;
        if (kind === 'model') {
          const model = entry as ModelEntry;
          const brand = found.brand?.entry.id;
          if (brand !== undefined ? model.brandId !== brand : !years.some((year) => model.years.has(year))) continue;
        } else if (found.model && (found.model.entry as ModelEntry).brandId !== entry.id) continue;
        const name = compact(candidate.phrase);
        if (/\p{N}/u.test(name) || [...name].length < 4) continue;
        const distance = editDistance(typed, name, typosFor([...name].length));
        if (distance === 0 || distance > typosFor([...name].length)) continue;
        const span = { start: word.index, end: word.index + word[0].length };
        if (!best || distance < best.distance) {
          best = { candidate, span, distance };
          tie = false;
        } else if (distance === best.distance && best.candidate.entry !== entry) tie = true;
      }
    }
    if (best && !tie) {
      found[kind] = { entry: best.candidate.entry, text: take(best.span) };
      vehicleSpans.push(best.span);
    }
  }
}

/** Reads `query` against the shop's dictionary. A query with nothing to read comes back as its own words. */
export function readQuery(query: string, dictionary: QueryDictionary): ReadQuery {
  let text = normaliseQuery(query);
  const original = cleanQuery(query);
  let prepared = cache.get(dictionary);
  if (!prepared) {
    prepared = { candidates: candidates(dictionary), uncarried: uncarriedRegExp(dictionary.uncarried) };
    cache.set(dictionary, prepared);
  }
  const list = prepared.candidates;
  /** Where the vehicle's pieces (brand, model, years) stood: an engine size counts only beside one of them. */
  const vehicleSpans: { start: number; end: number }[] = [];
  const found: Found = {};
  // Lower-casing and digit folding keep every character's place, so a span of `text` is the same span of `original`.
  const sameLength = original.length === text.length;
  const take = (span: { start: number; end: number }) => {
    const said = sameLength ? original.slice(span.start, span.end) : text.slice(span.start, span.end);
    text = `${text.slice(0, span.start)}${' '.repeat(span.end - span.start)}${text.slice(span.end)}`;
    return said.trim();
  };
  for (const candidate of list) {
    if (found[candidate.kind]) continue;
    if (candidate.kind === 'model' && found.brand && (candidate.entry as ModelEntry).brandId !== found.brand.entry.id)
      continue;
    if (candidate.kind === 'brand' && found.model && (found.model.entry as ModelEntry).brandId !== candidate.entry.id)
      continue;
    if (candidate.short) {
      const model = candidate.entry as ModelEntry;
      const besideBrand = found.brand?.entry.id === model.brandId;
      const besideYear = [...text.matchAll(YEARS)].some((year) => model.years.has(Number(year[1])));
      if (!besideBrand && !besideYear) continue;
    }
    const span = find(text, candidate);
    if (span) {
      found[candidate.kind] = { entry: candidate.entry, text: take(span) };
      if (candidate.kind !== 'maker') vehicleSpans.push(span);
    }
  }
  readMistyped(() => text, list, found, take, vehicleSpans);
  const model = found.model?.entry as ModelEntry | undefined;
  const brand =
    found.brand?.entry ?? (model ? dictionary.brands.find((entry) => entry.id === model.brandId) : undefined);
  const reading: QueryReading = { words: '' };
  const result: ReadQuery = { reading };
  if (brand) {
    reading.brand = ref(brand, found.brand?.text ?? '');
    result.brandId = brand.id;
  }
  if (model) {
    reading.model = ref(model, found.model!.text);
    result.modelId = model.id;
  }
  // A year only means a model year beside a vehicle ("camry 2015"); alone, "2015" may be the start of a part number.
  if (brand) {
    const range = YEAR_RANGE.exec(text);
    const year = range ? null : YEAR.exec(text);
    if (range) {
      const first = Number(range[1]);
      const second = Number(range[2]);
      // "2012-15": the end in the century of the start.
      const last = range[2]!.length === 2 ? first - (first % 100) + second : second;
      const [from, to] = first <= last ? [first, last] : [last, first];
      const span = { start: range.index, end: range.index + range[0].length };
      vehicleSpans.push(span);
      const said = take(span);
      const known = model ? model.years : dictionary.years;
      const ids = [...known].filter(([value]) => value >= from && value <= to).map(([, id]) => id);
      if (ids.length === 0) reading.unknownYear = { value: from, text: said };
      else {
        reading.yearRange = { from, to, text: said };
        result.yearIds = ids;
      }
    }
    if (year) {
      const value = Number(year[1]);
      const span = { start: year.index, end: year.index + year[0].length };
      vehicleSpans.push(span);
      const said = take(span);
      const yearId = model ? model.years.get(value) : dictionary.years.get(value);
      if (yearId === undefined) reading.unknownYear = { value, text: said };
      else {
        reading.year = { id: yearId, value, text: said };
        result.yearId = yearId;
      }
    }
  }
  // The shop's fitments name no engine (a fitment's note is free text), so an engine size narrows nothing: it is read,
  // said, and kept out of the words, where "2.5" would otherwise be searched as a part number.
  if (brand) {
    const beside = (start: number, end: number) =>
      vehicleSpans.some(
        (span) =>
          (span.end <= start && text.slice(span.end, start).trim() === '') ||
          (end <= span.start && text.slice(end, span.start).trim() === ''),
      );
    const engine = [...text.matchAll(ENGINE)].find((match) => beside(match.index, match.index + match[0].length));
    if (engine) {
      const said = take({ start: engine.index, end: engine.index + engine[0].length });
      reading.engine = { litres: Number(engine[1]), text: said };
    }
  }
  if (!brand && prepared.uncarried) {
    const other = prepared.uncarried.exec(text);
    if (other) reading.unknownBrand = { text: take({ start: other.index, end: other.index + other[0].length }) };
  }
  if (brand || reading.unknownBrand) text = text.replace(KHMER_FILLER, (filler) => ' '.repeat(filler.length));
  const blank = (words: string) => ' '.repeat(words.length);
  const asked = text.replace(ASKING, blank).replace(KHMER_ASKING, blank).replace(LONE_PUNCTUATION, blank);
  // "for" alone is still searched as typed: only words that ask beside others are dropped.
  if (asked.trim() !== '' || brand) text = asked;
  if (NUMBER_WORD.test(text)) text = text.replace(NUMBER_LABEL, (label) => ' '.repeat(label.length));
  if (found.maker) {
    reading.maker = ref(found.maker.entry, found.maker.text);
    result.makerId = found.maker.entry.id;
  }
  const words = sameLength
    ? text
        .split('')
        .map((char, i) => (char === ' ' ? ' ' : original[i]))
        .join('')
    : text;
  reading.words = words.replace(/\s+/g, ' ').trim();
  const split = numberBesideWords(reading.words);
  if (split) {
    result.number = split.number;
    result.partWords = split.words;
  }
  return result;
}
