// Builds generated.json, the generated part of the search query set (issue 36 §5), from a database of the demo catalogue:
//   node bench/search-set/build-search-set.ts <database url> [folder to write generated.json in, default beside it]
// It writes that file only: the queries written by hand live in hand-written.json and held-out.json, which it reads and
// never writes, and it leaves out any query they already hold, so re-running it loses none of them (search-set.ts
// loads generated.json and hand-written.json together).
// The demo catalogue is generated repeatably (seeders/catalog/generate-catalog.ts), so the same parts come back on
// every seed; parts are named by their part numbers, never by database ids, so the set survives reseeding. Queries
// are written as shoppers and mechanics type them: vehicle and part in any order, maker and part, OEM and superseded
// numbers as printed or run together, typos, Khmer, and Khmer mixed with English. Each lists the parts a correct
// answer must show in its first 10 (every part of that kind that fits the named vehicle, or that goes by the number);
// queries whose answer would hold more than 10 parts are left out, so recall at 10 can reach 1. Rerun it only when
// the demo catalogue changes, and review the diff.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { loadSearchSetFile, misorderKhmer, withFillers, type SearchSetQuery } from './search-set.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: node bench/search-set/build-search-set.ts <database url> [folder]');
const client = new pg.Client({ connectionString: url });
await client.connect();

interface PartRow {
  number: string;
  kind: string;
  kindKh: string;
  maker: string;
  makerKh: string | null;
}
interface FitRow {
  number: string;
  brand: string;
  brandKh: string;
  model: string;
  modelKh: string;
  year: number;
}
const parts = (
  await client.query<PartRow>(
    `select p.part_number as number, p.name as kind, p.name_kh as "kindKh", b.name as maker, b.name_kh as "makerKh"
     from part p join brand_item b on b.id = p.brand_item_id order by p.part_number`,
  )
).rows.map((part) => ({ ...part, kindKh: part.kindKh.replace(/\s*\(.*\)/, '') })); // "ធុងទឹក (រ៉ាឌីយ៉ាទ័រ)" is said "ធុងទឹក"
const fits = (
  await client.query<FitRow>(
    `select distinct p.part_number as number, b.name as brand, b.name_kh as "brandKh", m.name as model, m.name_kh as "modelKh", y.value as year
     from part_fit f join part p on p.id = f.part_id join brand b on b.id = f.brand_id join vehicle_model m on m.id = f.model_id
     join year y on y.id = f.year_id order by 1, 2, 4, 6`,
  )
).rows;
const numbers = (
  await client.query<{ part: string; kind: string; number: string }>(
    `select p.part_number as part, n.kind, n.number from part_number n join part p on p.id = n.part_id order by n.number, p.part_number`,
  )
).rows;
await client.end();

const byNumber = new Map(parts.map((part) => [part.number, part]));
/** A repeatable order: by a hash of the key, so picks spread over the catalogue without a random seed. */
const hashed = <T>(items: T[], key: (item: T) => string) =>
  items
    .map((item) => ({ item, h: createHash('md5').update(key(item)).digest('hex') }))
    .sort((a, b) => a.h.localeCompare(b.h))
    .map(({ item }) => item);

/** How people say a kind of part: "brake pad" rather than "Brake Pad Set". */
const SAID: Record<string, string> = {
  'Brake Pad Set': 'brake pad',
  'Brake Shoe Set': 'brake shoes',
  'Timing Belt Kit': 'timing belt',
  'Headlight Assembly': 'headlight',
  'Car Battery 12V 70Ah': 'battery 70ah',
  'Car Battery 12V 45Ah': 'battery 45ah',
  'Engine Oil 5W-30': 'engine oil 5w-30',
  'Engine Oil 15W-40 Diesel': 'diesel oil 15w40',
  'Wheel Hub Assembly': 'wheel hub',
  'Brake Fluid DOT 4': 'brake fluid',
  'Ignition Cable Set': 'ignition cables',
  'Lower Control Arm': 'control arm',
  'Window Regulator Motor': 'window motor',
};
const said = (kind: string) => SAID[kind] ?? kind.toLowerCase();
/** Mechanics' typos: one letter dropped or two swapped in the longest word. */
function typo(text: string, salt: number): string {
  const words = text.split(' ');
  const at = words.reduce((best, word, i) => (word.length > words[best]!.length ? i : best), 0);
  const word = words[at]!;
  const i = 1 + (salt % Math.max(1, word.length - 2));
  words[at] =
    salt % 2 === 0
      ? word.slice(0, i) + word.slice(i + 1)
      : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return words.join(' ');
}
const khmerDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x17e0 + Number(d)));

const queries: SearchSetQuery[] = [];
/** Queries written by hand are theirs: the generator adds none of the same text. */
const seen = new Set(
  [...loadSearchSetFile('hand-written.json'), ...loadSearchSetFile('held-out.json')].map((query) =>
    query.query.toLowerCase(),
  ),
);
function add(query: SearchSetQuery) {
  const key = query.query.toLowerCase();
  if (seen.has(key) || query.requires.length === 0 || query.requires.length > 10) return false;
  seen.add(key);
  queries.push(query);
  return true;
}

// Fitting parts of one kind for a model (no year), and for a model year: indexed once, as the vehicle queries ask for
// every model year and kind (filtering all fitments for each took minutes).
const fitIndex = new Map<string, Set<string>>();
for (const fit of fits) {
  const kind = byNumber.get(fit.number)?.kind;
  for (const key of [`${fit.model}|${fit.year}|${kind}`, `${fit.model}||${kind}`])
    fitIndex.set(key, (fitIndex.get(key) ?? new Set()).add(fit.number));
}
const fitting = (kind: string, model: string, year?: number) =>
  [...(fitIndex.get(`${model}|${year ?? ''}|${kind}`) ?? [])].sort();
const kinds = [...new Set(parts.map((part) => part.kind))];
const modelYears = [...new Map(fits.map((fit) => [`${fit.model}|${fit.year}`, fit])).values()];

// 1. Vehicle + part: model and year with the part, in any order, English, Khmer and the two mixed.
const combos = hashed(
  modelYears.flatMap((fit) => kinds.map((kind) => ({ fit, kind }))),
  ({ fit, kind }) => `${fit.model}|${fit.year}|${kind}`,
).filter(({ fit, kind }) => fitting(kind, fit.model, fit.year).length > 0);
const templates: {
  kind: SearchSetQuery['kind'];
  lang: SearchSetQuery['lang'];
  write: (f: FitRow, k: PartRow) => string;
}[] = [
  { kind: 'vehicle+part', lang: 'en', write: (f, k) => `${said(k.kind)} ${f.model.toLowerCase()} ${f.year}` },
  { kind: 'vehicle+part', lang: 'en', write: (f, k) => `${f.year} ${f.brand} ${f.model} ${said(k.kind)}` },
  { kind: 'vehicle+part', lang: 'en', write: (f, k) => `${f.model} ${f.year} ${k.kind}` },
  { kind: 'vehicle+part', lang: 'km', write: (f, k) => `${k.kindKh} ${f.modelKh} ${khmerDigits(String(f.year))}` },
  { kind: 'vehicle+part', lang: 'km', write: (f, k) => `${k.kindKh}${f.modelKh} ${f.year}` },
  { kind: 'mixed', lang: 'km', write: (f, k) => `${k.kindKh} ${f.model} ${f.year}` },
  { kind: 'mixed', lang: 'en', write: (f, k) => `${said(k.kind)} ${f.modelKh} ${f.year}` },
  { kind: 'typo', lang: 'en', write: (f, k) => `${typo(said(k.kind), f.year)} ${f.model.toLowerCase()} ${f.year}` },
];
const perTemplate = [14, 10, 8, 12, 8, 10, 8, 14];
let pick = 0;
const usedModels = new Map<string, number>();
templates.forEach((template, t) => {
  let added = 0;
  while (added < perTemplate[t]! && pick < combos.length) {
    const { fit, kind } = combos[pick++]!;
    // Spread over the models: no model more than four times in the whole set of vehicle queries.
    if ((usedModels.get(fit.model) ?? 0) >= 4) continue;
    const part = parts.find((p) => p.kind === kind)!;
    const requires = fitting(kind, fit.model, fit.year);
    const vehicle = { brand: fit.brand, model: fit.model, year: fit.year };
    if (add({ query: template.write(fit, part), lang: template.lang, kind: template.kind, vehicle, requires })) {
      usedModels.set(fit.model, (usedModels.get(fit.model) ?? 0) + 1);
      added += 1;
    }
  }
});

// 2. Brand or model without a year, with the part: "toyota brake pad", "ហ្វ្រាំង ហាយលុច".
const models = [...new Map(fits.map((fit) => [fit.model, fit])).values()];
let modelPicks = 0;
for (const { fit, kind } of hashed(
  models.flatMap((fit) => kinds.map((kind) => ({ fit, kind }))),
  ({ fit, kind }) => `model|${fit.model}|${kind}`,
)) {
  if (modelPicks >= 14) break;
  const requires = fitting(kind, fit.model);
  if (requires.length < 2 || requires.length > 6) continue;
  const part = parts.find((p) => p.kind === kind)!;
  const khmer = modelPicks % 2 === 1;
  const query = khmer
    ? `${part.kindKh} ${fit.modelKh}`
    : `${fit.brand.toLowerCase()} ${fit.model.toLowerCase()} ${said(kind)}`;
  if (
    add({
      query,
      lang: khmer ? 'km' : 'en',
      kind: 'vehicle+part',
      vehicle: { brand: fit.brand, model: fit.model },
      requires,
    })
  )
    modelPicks += 1;
}

// 3. Maker + part: "bosch wiper blade", "denso spark plug", "ប៊ូហ្ស៊ី ដេនសូ".
const makerKinds = hashed(
  [...new Map(parts.map((part) => [`${part.maker}|${part.kind}`, part])).values()],
  (part) => `maker|${part.maker}|${part.kind}`,
);
let makerPicks = 0;
for (const part of makerKinds) {
  if (makerPicks >= 24) break;
  const requires = parts.filter((p) => p.maker === part.maker && p.kind === part.kind).map((p) => p.number);
  if (requires.length > 8) continue;
  const khmer = part.makerKh !== null;
  const query = khmer
    ? `${part.kindKh} ${part.makerKh}`
    : makerPicks % 2 === 0
      ? `${part.maker} ${said(part.kind)}`
      : `${said(part.kind)} ${part.maker.toLowerCase()}`;
  if (add({ query, lang: khmer ? 'km' : 'en', kind: 'maker+part', requires })) makerPicks += 1;
}

// 4. Numbers: OEM numbers as printed, run together and lower case; superseded numbers (the part that replaces them).
const byCross = new Map<string, { kind: string; parts: Set<string> }>();
for (const row of numbers) {
  const entry = byCross.get(row.number) ?? { kind: row.kind, parts: new Set<string>() };
  entry.parts.add(row.part);
  byCross.set(row.number, entry);
}
const cross = hashed([...byCross.entries()], ([number]) => `number|${number}`);
const written = [
  (n: string) => n,
  (n: string) => n.replace(/[-\s]/g, ''),
  (n: string) => n.toLowerCase().replace(/-/g, ' '),
];
let oem = 0;
let replaced = 0;
let replacedBy = 0;
for (const [number, entry] of cross) {
  const requires = [...entry.parts].sort();
  if (entry.kind === 'OEM' && oem < 20) {
    if (add({ query: written[oem % 3]!(number), lang: 'en', kind: 'oem', requires })) oem += 1;
  } else if (entry.kind === 'REPLACES' && replaced < 14) {
    // The number on an old part that a shop part replaces (an older OEM number, or an older shop part's).
    const own = byNumber.get(number);
    const all = own ? [...requires, number].sort() : requires;
    if (add({ query: written[replaced % 3]!(number), lang: 'en', kind: 'superseded', requires: all })) replaced += 1;
  } else if (entry.kind === 'REPLACED_BY' && replacedBy < 8) {
    // A superseded shop part's own number: the part itself and the one that replaces it.
    for (const old of requires) {
      if (add({ query: written[replacedBy % 3]!(old), lang: 'en', kind: 'superseded', requires: [old, number].sort() }))
        replacedBy += 1;
    }
  }
}

// 5. A shop part number with one typo, and part numbers typed with or without their spaces.
let typos = 0;
let own = 0;
for (const part of hashed(parts, (p) => `own|${p.number}`)) {
  const key = part.number.replace(/[\s-]/g, '');
  if (typos < 12 && key.length >= 8) {
    const i = Math.floor(key.length / 2);
    const query = key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2);
    if (query !== key && add({ query, lang: 'en', kind: 'typo', requires: [part.number] })) typos += 1;
  } else if (own < 10) {
    const query = own % 2 === 0 ? key.toLowerCase() : part.number;
    if (add({ query, lang: 'en', kind: 'number', requires: [part.number] })) own += 1;
  }
}

// 6. Maker + part with a typo, and maker + part + vehicle.
let makerTypos = 0;
for (const part of makerKinds.slice(40)) {
  if (makerTypos >= 8) break;
  const requires = parts.filter((p) => p.maker === part.maker && p.kind === part.kind).map((p) => p.number);
  if (requires.length > 8) continue;
  if (
    add({
      query: `${part.maker.toLowerCase()} ${typo(said(part.kind), makerTypos + 3)}`,
      lang: 'en',
      kind: 'typo',
      requires,
    })
  )
    makerTypos += 1;
}

// 7. Khmer typed in another character order (misorderKhmer): the same parts must come back.
let misordered = 0;
for (const query of queries.filter((q) => q.lang === 'km' && q.kind !== 'typo')) {
  if (misordered >= 12) break;
  const typed = misorderKhmer(query.query);
  if (typed !== query.query && add({ ...query, query: typed, kind: 'typo' })) misordered += 1;
}

// 8. The little words people add ("brake pad for my camry 2015").
let fillers = 0;
for (const query of queries.filter((q) => q.lang === 'en' && q.kind === 'vehicle+part')) {
  if (fillers >= 8) break;
  const typed = withFillers(query);
  if (typed && add({ ...query, query: typed })) fillers += 1;
}

const file = resolve(process.argv[3] ?? import.meta.dirname, 'generated.json');
writeFileSync(file, `${JSON.stringify(queries, null, 1)}\n`);
const counts = queries.reduce<Record<string, number>>(
  (all, q) => ({ ...all, [`${q.kind}/${q.lang}`]: (all[`${q.kind}/${q.lang}`] ?? 0) + 1 }),
  {},
);
console.log(`${queries.length} queries written to ${file}`, counts);
