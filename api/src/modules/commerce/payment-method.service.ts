// The payment methods: enabled ones for checkout, all of them for admins. Names are unique (409).
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { PaymentMethodBody, PaymentMethodPatch, PaymentMethodView } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { PaymentMethod } from './payment-method.entity.ts';

const duplicate = (name: string | undefined) => new HttpError(409, 'CONFLICT', `A payment method named ${name ?? 'so'} exists`);

export class PaymentMethodService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async enabled(): Promise<PaymentMethodView[]> {
    const rows = await this.#orm.em.find(PaymentMethod, { enabled: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    return rows.map(toView);
  }

  async list(page: PageRequest) {
    const [rows, total] = await this.#orm.em.findAndCount(PaymentMethod, {}, { orderBy: { sortOrder: 'asc', id: 'asc' }, limit: page.size, offset: page.offset });
    return { data: rows.map(toView), pagination: pagination(page, total) };
  }

  async one(id: number): Promise<PaymentMethodView> {
    return toView(await this.#find(id));
  }

  async create(body: PaymentMethodBody): Promise<PaymentMethodView> {
    const em = this.#orm.em;
    const method = em.create(PaymentMethod, { ...body, enabled: body.enabled ?? true, sortOrder: body.sortOrder ?? 0 });
    await this.#flush(body.name);
    return toView(method);
  }

  async update(id: number, body: PaymentMethodPatch): Promise<PaymentMethodView> {
    const method = await this.#find(id);
    this.#orm.em.assign(method, body);
    await this.#flush(body.name);
    return toView(method);
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.#orm.em.nativeDelete(PaymentMethod, { id });
    if (!deleted) throw notFound(`Payment method ${id} not found`);
  }

  async #find(id: number): Promise<PaymentMethod> {
    const method = await this.#orm.em.findOne(PaymentMethod, { id });
    if (!method) throw notFound(`Payment method ${id} not found`);
    return method;
  }

  async #flush(name: string | undefined): Promise<void> {
    try {
      await this.#orm.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.#orm.em.clear();
        throw duplicate(name);
      }
      throw error;
    }
  }
}

function toView(row: PaymentMethod): PaymentMethodView {
  return {
    id: row.id,
    name: row.name,
    nameKh: row.nameKh ?? null,
    type: row.type,
    accountName: row.accountName ?? null,
    accountNumber: row.accountNumber ?? null,
    note: row.note ?? null,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
