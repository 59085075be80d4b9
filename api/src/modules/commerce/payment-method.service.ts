// Payment methods: the enabled ones for checkout (public), and their upkeep (admins) as a CRUD helper declaration.
// Names are unique (409 DUPLICATE); a switched-off method is no longer offered at checkout.
import { PaymentMethodBody, PaymentMethodListQuery, PaymentMethodPatch, PaymentMethodView } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { baseView, type CrudResource } from '../../lib/crud.ts';
import { PaymentMethod } from './payment-method.entity.ts';

export function toView(row: PaymentMethod): PaymentMethodView {
  return {
    ...baseView(row),
    name: row.name,
    nameKh: row.nameKh ?? null,
    type: row.type,
    accountName: row.accountName ?? null,
    accountNumber: row.accountNumber ?? null,
    note: row.note ?? null,
    noteKh: row.noteKh ?? null,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  };
}

/** What checkout offers: the enabled methods, in display order. */
export async function enabledPaymentMethods(orm: Orm): Promise<PaymentMethodView[]> {
  const rows = await orm.em.find(PaymentMethod, { enabled: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return rows.map(toView);
}

export const paymentMethodResource: CrudResource<
  PaymentMethod,
  typeof PaymentMethodView,
  typeof PaymentMethodBody,
  typeof PaymentMethodPatch,
  typeof PaymentMethodListQuery
> = {
  entity: PaymentMethod,
  name: 'payment-method',
  label: 'Payment method',
  path: '/api/backend/payment-method',
  tags: ['payment-method'],
  access: { read: 'admin', write: 'admin' },
  schemas: {
    view: PaymentMethodView,
    body: PaymentMethodBody,
    patch: PaymentMethodPatch,
    query: PaymentMethodListQuery,
  },
  toView,
  search: ['name', 'nameKh'],
  sort: { fields: { sortOrder: 'sortOrder', name: 'name', createdAt: 'createdAt' }, default: 'sortOrder' },
  filter: (query) => (query.enabled === undefined ? {} : { enabled: query.enabled }),
  unique: ['name'],
  prepareCreate: (body) => ({ ...body, enabled: body.enabled ?? true, sortOrder: body.sortOrder ?? 0 }),
};
