import type { EntityManager } from '@mikro-orm/core';
import {
  BackofficeErrorCode,
  type QuotedPickup,
  type StoreAdminPatch,
  type StoreCreateBody,
  type StoreListQuery,
  type StoreUpdateBody,
  type StoreView,
  type SupplierStore,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { pageRequest, pagination } from '../../lib/paging.ts';
import { emptySql, joinSql, queryRows, runSql, sql } from '../../lib/sql.ts';
import { scopeSql, type StaffScope } from './staff-scope.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { User } from '../identity/user.entity.ts';
import { toStoreDto } from './supplier.service.ts';
import { imageRef } from '../catalog/desk/references.ts';
import { pictureUrlSql } from '../content/public-pictures.ts';
import { Stock } from './stock.entity.ts';
import { Store } from './store.entity.ts';
import { Supplier } from './supplier.entity.ts';

interface StoreRow {
  id: number;
  supplier_id: number;
  name: string;
  name_kh: string | null;
  phone: string | null;
  address: string | null;
  enabled: boolean;
  image: string | null;
  supplier_name: string;
  stock_count: number;
  low_stock_count: number;
}

const storeColumns = sql`st.id, st.supplier_id, st.name, st.name_kh, st.phone, st.address, st.enabled, su.name as supplier_name,
  ${pictureUrlSql(sql`st.image_id`)} as image,
  (select count(*)::int from stock s where s.store_id = st.id) as stock_count,
  (select count(*)::int from stock s where s.store_id = st.id and s.quantity <= s.alert_threshold) as low_stock_count`;

const toStoreView = (row: StoreRow): StoreView => ({
  id: row.id,
  supplierId: row.supplier_id,
  name: row.name,
  nameKh: row.name_kh,
  phone: row.phone,
  address: row.address,
  enabled: row.enabled,
  image: row.image,
  supplierName: row.supplier_name,
  stockCount: row.stock_count,
  lowStockCount: row.low_stock_count,
});

/**
 * A supplier's store, addressed by supplier id. Admins see any; a supplier sees and changes only its own, and
 * another supplier's answers 404 as if it did not exist (decisions.md).
 */
export class StoreService {
  readonly #orm: Orm;

  /**
   * Where a shopper collects each supplier's part: the supplier's enabled store, its names, phone and address
   * (delivery quotes and order parts, in the caller's EntityManager). A supplier without one is left out.
   */
  static async pickups(em: EntityManager, supplierIds: readonly number[]): Promise<Map<number, QuotedPickup>> {
    if (supplierIds.length === 0) return new Map();
    const rows = await runSql<Pick<StoreRow, 'id' | 'supplier_id' | 'name' | 'name_kh' | 'phone' | 'address'>>(
      em,
      sql`select st.id, st.supplier_id, st.name, st.name_kh, st.phone, st.address from store st
          where st.enabled and st.supplier_id = any(${`{${supplierIds.join(',')}}`}::int[])`,
    );
    return new Map(
      rows.map((row) => [
        row.supplier_id,
        { storeId: row.id, name: row.name, nameKh: row.name_kh, phone: row.phone, address: row.address },
      ]),
    );
  }

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  get #em() {
    return this.#orm.em;
  }

  /** Stores with their supplier's name and stock counts: every store for admins, its own for a supplier. */
  async list(scope: StaffScope, query: StoreListQuery) {
    const page = pageRequest(query);
    const text = query.search?.trim();
    const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
    const where = joinSql(
      [
        sql`true`,
        scopeSql(scope),
        query.enabled === undefined ? emptySql : sql`and st.enabled = ${query.enabled}`,
        text
          ? sql`and (st.name ilike ${like} or st.name_kh ilike ${like} or su.name ilike ${like} or su.name_kh ilike ${like} or st.phone ilike ${like})`
          : emptySql,
      ],
      ' ',
    );
    const rows = await queryRows<StoreRow & { full_count: string }>(
      this.#orm,
      sql`select ${storeColumns}, count(*) over () as full_count from store st join supplier su on su.id = st.supplier_id
          where ${where} order by st.name, st.id limit ${page.size} offset ${page.offset}`,
    );
    let total = rows[0] ? Number(rows[0].full_count) : 0;
    if (!rows[0] && page.offset > 0) {
      const [counted] = await queryRows<{ n: number }>(
        this.#orm,
        sql`select count(*)::int as n from store st join supplier su on su.id = st.supplier_id where ${where}`,
      );
      total = counted!.n;
    }
    return { data: rows.map(toStoreView), pagination: pagination(page, total) };
  }

  async get(scope: StaffScope, id: number): Promise<StoreView> {
    const [row] = await queryRows<StoreRow>(
      this.#orm,
      sql`select ${storeColumns} from store st join supplier su on su.id = st.supplier_id where st.id = ${id} ${scopeSql(scope)}`,
    );
    if (!row) throw notFound(`Store ${id} not found`);
    return toStoreView(row);
  }

  /** A store for a supplier that has none (a supplier runs one store: 409 DUPLICATE naming supplierId). */
  async create(body: StoreCreateBody): Promise<StoreView> {
    const id = await this.#em.transactional(async (em) => {
      const supplier = await em.findOne(Supplier, { id: body.supplierId });
      if (!supplier)
        throw notFound(`Supplier ${body.supplierId} not found`, { code: 'NOT_FOUND', field: 'supplierId' });
      if (await em.count(Store, { supplier: body.supplierId })) {
        throw conflict(`Supplier ${body.supplierId} already has a store`, {
          code: BackofficeErrorCode.duplicate,
          field: 'supplierId',
        });
      }
      const { supplierId: _supplierId, ...fields } = body;
      const store = em.create(Store, { ...fields, supplier });
      await em.flush();
      return store.id;
    });
    return this.get({ kind: 'admin' }, id);
  }

  async update(id: number, patch: StoreAdminPatch): Promise<StoreView> {
    const store = await this.#em.findOne(Store, { id });
    if (!store) throw notFound(`Store ${id} not found`);
    this.#em.assign(store, patch);
    await this.#em.flush();
    return this.get({ kind: 'admin' }, id);
  }

  /** A store that never held stock; otherwise 409 IN_USE (switch it off instead: `enabled: false`). */
  async remove(id: number): Promise<void> {
    const store = await this.#em.findOne(Store, { id });
    if (!store) throw notFound(`Store ${id} not found`);
    if (await this.#em.count(Stock, { store: id })) {
      throw conflict(`Store ${id} holds stock; switch it off instead`, {
        code: BackofficeErrorCode.inUse,
        usedBy: ['stock'],
      });
    }
    await this.#em.remove(store).flush();
  }

  async getBySupplier(actor: AuthUser, supplierId: number): Promise<SupplierStore> {
    return toStoreDto(await this.#find(actor, supplierId));
  }

  async updateOwn(actor: AuthUser, supplierId: number, body: StoreUpdateBody): Promise<SupplierStore> {
    const store = await this.#find(actor, supplierId);
    const { imageId, ...details } = body;
    // The picture must be an image of the supplier's own library (or already public): 400 naming imageId otherwise.
    this.#em.assign(store, {
      ...details,
      ...(imageId === undefined ? {} : { image: await imageRef(this.#em, imageId) }),
    });
    await this.#em.flush();
    return toStoreDto(store);
  }

  async #find(actor: AuthUser, supplierId: number): Promise<Store> {
    if (actor.type === 'SUPPLIER' && (await this.#ownSupplierId(actor.id)) !== supplierId)
      throw notFound(`Supplier ${supplierId} has no store`);
    const store = await this.#em.findOne(Store, { supplier: supplierId }, { populate: ['image'] });
    if (!store) throw notFound(`Supplier ${supplierId} has no store`);
    return store;
  }

  async #ownSupplierId(userId: number): Promise<number | null> {
    const user = await this.#em.findOne(User, { id: userId, type: 'SUPPLIER' });
    return user?.supplierId ?? null;
  }
}
