// A part's cross-reference numbers (GET|PUT /api/backend/part/:id/numbers, CSV kind `numbers`), and how the
// storefront shows them: on the part page, and on a search result found by one of them.
import Type, { type Static } from 'typebox';
import { PART_NUMBER_KINDS } from './catalog-vocabulary.ts';
import { Id, Nullable } from './envelope.ts';

export const PartNumberKind = Type.Enum(PART_NUMBER_KINDS);
export type PartNumberKind = Static<typeof PartNumberKind>;

/** One cross-reference number as staff type it; compared without case, spaces, dashes, dots or slashes. */
export const PartNumberEntry = Type.Object({
  kind: PartNumberKind,
  number: Type.String({ minLength: 1, maxLength: 64 }),
});
export type PartNumberEntry = Static<typeof PartNumberEntry>;

/** PUT body: the whole list, which replaces the part's numbers. */
export const PartNumbersBody = Type.Object({
  numbers: Type.Array(PartNumberEntry, { maxItems: 100 }),
});
export type PartNumbersBody = Static<typeof PartNumbersBody>;

/** A cross-reference number as shown: `part` is the shop's part sold under that number, when there is one. */
export const PartNumberView = Type.Object({
  kind: PartNumberKind,
  number: Type.String(),
  part: Nullable(Type.Object({ id: Id, name: Type.String(), nameKh: Nullable(Type.String()) })),
});
export type PartNumberView = Static<typeof PartNumberView>;

export const PartNumbersView = Type.Object({ partId: Id, numbers: Type.Array(PartNumberView) });
export type PartNumbersView = Static<typeof PartNumbersView>;

/** On a search result: the cross-reference number that found it ("Replaces 04465-0K020"). */
export const MatchedNumber = Type.Object({ kind: PartNumberKind, number: Type.String() });
export type MatchedNumber = Static<typeof MatchedNumber>;
