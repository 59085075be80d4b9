// Currencies and their rates to USD (admins). USD is the base: its rate stays 1 and it stays. KHR is the currency
// every riel amount is shown in: it can be re-rated but not deleted, switched off or given another code (409).
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { BASE_CURRENCY, CurrencyErrorCode, ErrorCode, KHR_CURRENCY, type CurrencyBody, type CurrencyPatch, type CurrencyView } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { Currency } from './currency.entity.ts';
import { parseRate } from './money.ts';

const inUse = (message: string) => new HttpError(409, CurrencyErrorCode.currencyInUse, message);

export class CurrencyService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async list(page: PageRequest, active: boolean | undefined) {
    const [rows, total] = await this.#orm.em.findAndCount(Currency, active === undefined ? {} : { active }, {
      orderBy: { id: 'asc' },
      limit: page.size,
      offset: page.offset,
    });
    return { data: rows.map(toView), pagination: pagination(page, total) };
  }

  async one(id: number): Promise<CurrencyView> {
    return toView(await this.#find(id));
  }

  async create(body: CurrencyBody): Promise<CurrencyView> {
    checkRate(body.code, body.rate);
    const currency = this.#orm.em.create(Currency, { ...body, active: body.active ?? true });
    await this.#flush(body.code);
    return toView(currency);
  }

  async update(id: number, patch: CurrencyPatch): Promise<CurrencyView> {
    const currency = await this.#find(id);
    const fixed = currency.code === BASE_CURRENCY || currency.code === KHR_CURRENCY;
    if (fixed && patch.code !== undefined && patch.code !== currency.code) {
      throw inUse(`${currency.code} keeps its code: the shop's prices are based on it or shown in it`);
    }
    if (fixed && patch.active === false) throw inUse(`${currency.code} cannot be switched off: the shop's prices are based on it or shown in it`);
    if (patch.rate !== undefined) checkRate(patch.code ?? currency.code, patch.rate);
    this.#orm.em.assign(currency, patch);
    await this.#flush(patch.code);
    return toView(currency);
  }

  async remove(id: number): Promise<void> {
    const currency = await this.#find(id);
    if (currency.code === BASE_CURRENCY) throw inUse('USD is the base currency every rate is given against; it cannot be deleted');
    if (currency.code === KHR_CURRENCY) throw inUse('KHR is used to show every riel amount; it cannot be deleted (change its rate instead)');
    await this.#orm.em.remove(currency).flush();
  }

  async #find(id: number): Promise<Currency> {
    const currency = await this.#orm.em.findOne(Currency, { id });
    if (!currency) throw notFound(`Currency ${id} not found`);
    return currency;
  }

  async #flush(code: string | undefined): Promise<void> {
    try {
      await this.#orm.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.#orm.em.clear();
        throw new HttpError(409, ErrorCode.conflict, `A currency with code ${code ?? 'so'} exists`);
      }
      throw error;
    }
  }
}

/** More than 0 (the schema already allows at most 6 decimals); USD's is 1 by definition. */
function checkRate(code: string, rate: string): void {
  if (parseRate(rate) <= 0n) throw new HttpError(400, ErrorCode.validation, 'rate must be more than 0');
  if (code === BASE_CURRENCY && parseRate(rate) !== parseRate('1')) {
    throw inUse('USD is the base currency: its rate is always 1');
  }
}

/** "4100.000000" -> "4100", "0.920000" -> "0.92": exact, without the column's padding. */
const rateText = (rate: string): string => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

function toView(row: Currency): CurrencyView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    rate: rateText(String(row.rate)),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
