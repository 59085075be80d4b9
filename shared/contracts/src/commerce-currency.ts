// Currencies: each with its rate to the base currency (USD). The KHR row's rate converts every KHR amount shown.
import Type, { type Static } from 'typebox';
import { listQuery } from './backoffice.ts';
import { Id, Nullable } from './envelope.ts';

/** The base currency: its rate is 1 and it cannot be removed. */
export const BASE_CURRENCY = 'USD';
/** The currency every "...Khr" amount is shown in; its row cannot be removed while it is used for that. */
export const KHR_CURRENCY = 'KHR';

/**
 * Units of the currency per 1 USD, exact, at most 6 decimals ("4100", "0.92"). Sent as a string: a JSON number
 * is refused (400), since JSON bodies are not coerced and a binary float is not an exact decimal.
 */
export const CurrencyRate = Type.String({
  pattern: '^(?:0|[1-9]\\d{0,11})(?:\\.\\d{1,6})?$',
  maxLength: 19,
  description: 'Units of this currency per 1 USD, more than 0, at most 6 decimals',
});
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, three capital letters' });

export const CurrencyView = Type.Object({
  id: Id,
  code: CurrencyCode,
  name: Type.String(),
  /** The name on Khmer pages; null: not given yet (the English one shows). */
  nameKh: Nullable(Type.String()),
  symbol: Type.String(),
  rate: Type.String({ description: 'Units per 1 USD, exact decimal text' }),
  active: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type CurrencyView = Static<typeof CurrencyView>;

const currencyFields = {
  code: CurrencyCode,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  nameKh: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
  symbol: Type.String({ minLength: 1, maxLength: 8 }),
  rate: CurrencyRate,
  active: Type.Optional(Type.Boolean()),
};
export const CurrencyBody = Type.Object(currencyFields);
export type CurrencyBody = Static<typeof CurrencyBody>;
export const CurrencyPatch = Type.Object(
  {
    code: Type.Optional(currencyFields.code),
    name: Type.Optional(currencyFields.name),
    nameKh: currencyFields.nameKh,
    symbol: Type.Optional(currencyFields.symbol),
    rate: Type.Optional(currencyFields.rate),
    active: currencyFields.active,
  },
  { minProperties: 1 },
);
export type CurrencyPatch = Static<typeof CurrencyPatch>;

/** Sorts by id (default), code, name, createdAt; search over code and name. */
export const CurrencyListQuery = listQuery({ active: Type.Optional(Type.Boolean()) });
export type CurrencyListQuery = Static<typeof CurrencyListQuery>;
