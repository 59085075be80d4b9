// A vehicle brand the shop carries no parts for (uncarried_brand) and the names search reads as the shop's own (brands,
// models, makers) must not meet. Search reads the shop's names first (query-reading.ts), so an uncarried brand named
// "Toyota", "ហាយលុច" or "Land-Cruiser" would never be said, and staff would believe it was; the other way, a brand the
// shop starts to carry while "Brands without parts" still lists it is refused until an admin removes that entry
// (docs/storefront.md, "Brands the shop does not carry"). Names are compared as search reads them: case, spaces,
// dashes, Khmer character order and register shifters aside, and a brand one typo from a carried one's.
import type { EntityManager } from '@mikro-orm/core';
import { BackofficeErrorCode } from '@shop/contracts';
import { conflict } from '../../lib/http-error.ts';
import { runSql } from '../../lib/sql.ts';
import { readDictionary } from './query-dictionary.ts';
import { normaliseQuery, readQuery, type QueryDictionary } from './query-reading.ts';

/** A name as staff typed it, and the field it was typed in. */
export interface TypedName {
  field: 'name' | 'nameKh' | 'otherNames';
  value: string;
}

const key = (name: string) => normaliseQuery(name).replace(/[\s\-.]+/g, '');

/** 409 NAME_CLASH naming the spelling, the field and what already goes by it. */
const clash = (typed: TypedName, kind: 'brand' | 'model' | 'maker' | 'uncarriedBrand', name: string) =>
  conflict(`"${typed.value}" is already the name of the ${kind} ${name}`, {
    code: BackofficeErrorCode.nameClash,
    field: typed.field,
    facts: { name: typed.value, clashWith: kind, clashName: name },
  });

/** Refuses (409 NAME_CLASH) an uncarried brand's spelling that search would read as a carried brand, model or maker. */
export async function refuseCarriedName(em: EntityManager, names: readonly TypedName[]): Promise<void> {
  const dictionary: QueryDictionary = {
    ...(await readDictionary((statement) => runSql(em, statement))),
    uncarried: [],
  };
  for (const typed of names) {
    const read = readQuery(typed.value, dictionary);
    const { brand, model, maker } = read.reading;
    // The whole spelling read as one name of the shop's (a name inside a longer one is another vehicle: "Land Rover").
    const whole = (said: { text: string } | undefined) => said !== undefined && key(said.text) === key(typed.value);
    if (model && whole(model)) throw clash(typed, 'model', model.name);
    if (brand && whole(brand)) throw clash(typed, 'brand', brand.name);
    if (maker && whole(maker)) throw clash(typed, 'maker', maker.name);
  }
}

/** Refuses (409 NAME_CLASH) a carried brand's name that "Brands without parts" lists, in either script or spelling. */
export async function refuseUncarriedName(em: EntityManager, names: readonly TypedName[]): Promise<void> {
  const rows = await runSql<{ name: string; spellings: (string | null)[] }>(em, {
    text: 'select name, array[name, name_kh] || other_names as spellings from uncarried_brand',
    params: [],
  });
  for (const typed of names) {
    const wanted = key(typed.value);
    const row = rows.find((entry) => entry.spellings.some((spelling) => spelling && key(spelling) === wanted));
    if (row) throw clash(typed, 'uncarriedBrand', row.name);
  }
}

/** The names of a body or patch worth checking: the ones given and not blank. */
export function typedNames(body: {
  name?: string;
  nameKh?: string | null;
  otherNames?: readonly string[];
}): TypedName[] {
  return [
    ...(body.name?.trim() ? [{ field: 'name' as const, value: body.name.trim() }] : []),
    ...(body.nameKh?.trim() ? [{ field: 'nameKh' as const, value: body.nameKh.trim() }] : []),
    ...(body.otherNames ?? [])
      .filter((name) => name.trim())
      .map((name) => ({ field: 'otherNames' as const, value: name.trim() })),
  ];
}
