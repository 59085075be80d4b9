// Search suggestions as the shopper types in the header's search box.
import Type, { type Static } from 'typebox';
import { NamedRef } from './catalog-browse.ts';
import { Id, Nullable } from './envelope.ts';
import { QueryReading } from './catalog-parts.ts';

export const SUGGEST_QUERY_MAX = 100;
export const SUGGESTIONS_PER_KIND = 5;

export const SuggestQuery = Type.Object({
  query: Type.String({
    minLength: 1,
    maxLength: SUGGEST_QUERY_MAX,
    description: 'What the shopper typed so far: a part number or words, English or Khmer',
  }),
});
export type SuggestQuery = Static<typeof SuggestQuery>;

export const SuggestedPart = Type.Object({
  id: Id,
  partNumber: Type.String(),
  name: Type.String(),
  nameKh: Nullable(Type.String()),
});
export type SuggestedPart = Static<typeof SuggestedPart>;

/** The best few of each kind, best first: parts (number, then name), makers, categories. */
export const Suggestions = Type.Object({
  parts: Type.Array(SuggestedPart),
  makers: Type.Array(NamedRef),
  categories: Type.Array(NamedRef),
  /** How the query was read when it named a vehicle or a maker (as the part search says it). */
  understood: Type.Optional(QueryReading),
});
export type Suggestions = Static<typeof Suggestions>;
