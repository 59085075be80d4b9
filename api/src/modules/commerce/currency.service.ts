// Currencies and their rates to USD (admins), as a CRUD helper declaration. USD is the base: its rate stays 1 and
// it stays. KHR is the currency every riel amount is shown in: it can be re-rated but not deleted, switched off or
// given another code (409 CURRENCY_IN_USE).
import {
  BASE_CURRENCY,
  CurrencyBody,
  CurrencyErrorCode,
  CurrencyListQuery,
  CurrencyPatch,
  CurrencyView,
  KHR_CURRENCY,
} from '@shop/contracts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { baseView, type CrudResource } from '../../lib/crud.ts';
import { referenceResource } from '../../lib/reference-resource.ts';
import { Currency } from './currency.entity.ts';
import { parseRate } from './money.ts';

const inUse = (message: string) => conflict(message, { code: CurrencyErrorCode.currencyInUse });

/** More than 0 (the schema already allows at most 6 decimals); USD's is 1 by definition. */
function checkRate(code: string, rate: string): void {
  if (parseRate(rate) <= 0n) throw badRequest('rate must be more than 0', { field: 'rate' });
  if (code === BASE_CURRENCY && parseRate(rate) !== parseRate('1')) {
    throw inUse('USD is the base currency: its rate is always 1');
  }
}

/** "4100.000000" -> "4100", "0.920000" -> "0.92": exact, without the column's padding. */
const rateText = (rate: string): string => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

function toView(row: Currency): CurrencyView {
  return {
    ...baseView(row),
    code: row.code,
    name: row.name,
    nameKh: row.nameKh ?? null,
    symbol: row.symbol,
    rate: rateText(String(row.rate)),
    active: row.active,
  };
}

export const currencyResource: CrudResource<
  Currency,
  typeof CurrencyView,
  typeof CurrencyBody,
  typeof CurrencyPatch,
  typeof CurrencyListQuery
> = referenceResource({
  entity: Currency,
  name: 'currency',
  label: 'Currency',
  tags: ['currency'],
  schemas: { view: CurrencyView, body: CurrencyBody, patch: CurrencyPatch, query: CurrencyListQuery },
  toView,
  search: ['code', 'name', 'nameKh'],
  sort: { code: 'code', name: 'name' },
  unique: ['code'],
  prepareCreate: (body) => {
    checkRate(body.code, body.rate);
    return body;
  },
  checkUpdate: (currency, patch) => {
    const fixed = currency.code === BASE_CURRENCY || currency.code === KHR_CURRENCY;
    if (fixed && patch.code !== undefined && patch.code !== currency.code) {
      throw inUse(`${currency.code} keeps its code: the shop's prices are based on it or shown in it`);
    }
    if (fixed && patch.active === false)
      throw inUse(`${currency.code} cannot be switched off: the shop's prices are based on it or shown in it`);
    if (patch.rate !== undefined) checkRate(patch.code ?? currency.code, patch.rate);
  },
  checkDelete: (currency) => {
    if (currency.code === BASE_CURRENCY)
      throw inUse('USD is the base currency every rate is given against; it cannot be deleted');
    if (currency.code === KHR_CURRENCY)
      throw inUse('KHR is used to show every riel amount; it cannot be deleted (change its rate instead)');
  },
  summaries: {
    create: 'Add a currency (unique 3-letter code, rate per 1 USD > 0 with at most 6 decimals)',
    update: 'Change a currency; a new KHR rate shows in every riel amount at once (USD stays at 1)',
    delete: 'Delete a currency (not USD, not KHR: 409)',
  },
});
