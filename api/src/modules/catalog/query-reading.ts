// Reads a shopper's query the way a mechanic means it: vehicle brand, model and year words (English or Khmer, in any
// order, also inside unspaced Khmer), a maker's name, and the part words or numbers left over. "toyota brake pad",
// "brake pad camry 2015", "hilux", "bosch wiper" and "ហ្វ្រាំងតូយ៉ូតា" each name a vehicle or a maker plus part words.
// Each understood piece keeps the text it was read from, so the search page can offer it as a chip to remove.
// The dictionary is the shop's own brands, models (with the years each was made) and makers.
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

export interface QueryDictionary {
  brands: readonly NamedEntry[];
  models: readonly ModelEntry[];
  makers: readonly NamedEntry[];
  /** Every year the shop knows: value to id. */
  years: ReadonlyMap<number, number>;
}

/** The reading with the ids the search filters on. */
export interface ReadQuery {
  reading: QueryReading;
  brandId?: number;
  modelId?: number;
  yearId?: number;
  makerId?: number;
}

type Kind = 'brand' | 'model' | 'maker';

interface Candidate {
  kind: Kind;
  entry: NamedEntry | ModelEntry;
  phrase: string;
  /** A two-letter model name ("LX", "K5"): read only beside its brand or one of its years. */
  short?: boolean;
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

/** Where `phrase` stands in `text` as whole words (Latin), or anywhere (Khmer, written without spaces). */
function find(text: string, phrase: string): { start: number; end: number } | null {
  if (KHMER.test(phrase)) {
    const start = text.indexOf(phrase);
    return start === -1 ? null : { start, end: start + phrase.length };
  }
  const words = phrase.split(/\s+/).map(escapeRegExp).join('[\\s-]*');
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'u').exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

function candidates(dictionary: QueryDictionary): Candidate[] {
  const list: Candidate[] = [];
  const add = (kind: Kind, entry: NamedEntry | ModelEntry) => {
    for (const name of [entry.name, entry.nameKh]) {
      const phrase = name ? normaliseQuery(name).trim() : '';
      // One- and two-letter names ("IS", "ES") are too often part of a part number or a word: a two-letter model
      // counts only beside its brand or a year it was made in ("lexus is", "rx 2008").
      if (phrase.length >= (KHMER.test(phrase) ? 2 : 3)) list.push({ kind, entry, phrase });
      else if (kind === 'model' && phrase.length === 2) list.push({ kind, entry, phrase, short: true });
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

const cache = new WeakMap<QueryDictionary, Candidate[]>();

const ref = (entry: NamedEntry, text: string) => ({ id: entry.id, name: entry.name, nameKh: entry.nameKh, text });

/** Reads `query` against the shop's dictionary. A query with nothing to read comes back as its own words. */
export function readQuery(query: string, dictionary: QueryDictionary): ReadQuery {
  let text = normaliseQuery(query);
  const original = cleanQuery(query);
  let list = cache.get(dictionary);
  if (!list) {
    list = candidates(dictionary);
    cache.set(dictionary, list);
  }
  const found: Partial<Record<Kind, { entry: NamedEntry | ModelEntry; text: string }>> = {};
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
    const span = find(text, candidate.phrase);
    if (span) found[candidate.kind] = { entry: candidate.entry, text: take(span) };
  }
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
    const year = YEAR.exec(text);
    if (year) {
      const value = Number(year[1]);
      const said = take({ start: year.index, end: year.index + year[0].length });
      const yearId = model ? model.years.get(value) : dictionary.years.get(value);
      if (yearId === undefined) reading.unknownYear = { value, text: said };
      else {
        reading.year = { id: yearId, value, text: said };
        result.yearId = yearId;
      }
    }
  }
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
  return result;
}
