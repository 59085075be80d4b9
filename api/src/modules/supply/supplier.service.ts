import {
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
  type EntityManager,
  type FilterQuery,
} from '@mikro-orm/core';
import {
  BackofficeErrorCode,
  type Pagination,
  type Supplier as SupplierDto,
  type SupplierCreateBody,
  type SupplierListQuery,
  type SupplierStore,
  type SupplierUpdateBody,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { pageRequest, pagination } from '../../lib/paging.ts';
import { AccountService } from '../identity/account.service.ts';
import { toSupplierAccount } from '../identity/dto.ts';
import { removeSupplierAccounts, setSupplierAccountsEnabled, supplierAccounts } from '../identity/supplier-accounts.ts';
import type { User } from '../identity/user.entity.ts';
import { Stock } from './stock.entity.ts';
import { Store } from './store.entity.ts';
import { Supplier } from './supplier.entity.ts';
import { appendAuditEntry } from '../platform/audit-subscriber.ts';
import { phoneMatches } from '../../lib/phone-search.ts';
import { imageUrl } from '../catalog/desk/references.ts';

export function toStoreDto(store: Store): SupplierStore {
  return {
    id: store.id,
    supplierId: store.supplier.id,
    name: store.name,
    nameKh: store.nameKh ?? null,
    phone: store.phone ?? null,
    address: store.address ?? null,
    enabled: store.enabled,
    image: imageUrl(store.image),
  };
}

/**
 * The back-office's suppliers. A supplier is made together with its store and its SUPPLIER account in one
 * transaction; disabling it disables its accounts (their tokens stop working) and hides its stock from
 * shoppers; deleting is refused once its store holds stock (orders and history hang off stock).
 */
export class SupplierService {
  readonly #orm: Orm;
  readonly #accounts: AccountService;

  constructor(orm: Orm) {
    this.#orm = orm;
    this.#accounts = new AccountService(orm);
  }

  get #em() {
    return this.#orm.em;
  }

  async list(query: SupplierListQuery): Promise<{ data: SupplierDto[]; pagination: Pagination }> {
    const page = pageRequest(query);
    const where: FilterQuery<Supplier> = {};
    if (query.enabled !== undefined) where.enabled = query.enabled;
    const q = (query.q ?? query.search)?.trim();
    if (q) {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [
        { name: { $ilike: like } },
        { nameKh: { $ilike: like } },
        { email: { $ilike: like } },
        { phone: { $ilike: like } },
        ...phoneMatches(q),
      ];
    }
    const [suppliers, total] = await this.#em.findAndCount(Supplier, where, {
      orderBy: { name: 'asc', id: 'asc' },
      limit: page.size,
      offset: page.offset,
    });
    return { data: await this.#toDtos(this.#em, suppliers), pagination: pagination(page, total) };
  }

  async get(id: number): Promise<SupplierDto> {
    return this.#toDto(this.#em, await this.#find(this.#em, id));
  }

  async create(body: SupplierCreateBody): Promise<SupplierDto> {
    const { store: storeBody, account, ...fields } = body;
    await this.#assertNameFree(body.name);
    try {
      const id = await this.#em.transactional(async (em) => {
        const supplier = em.create(Supplier, {
          ...fields,
          name: fields.name.trim(),
          nameKh: fields.nameKh ?? null,
          enabled: true,
        });
        em.create(Store, {
          supplier,
          name: storeBody?.name ?? supplier.name,
          nameKh: storeBody?.nameKh === undefined ? supplier.nameKh : storeBody.nameKh,
          phone: storeBody?.phone === undefined ? supplier.phone : storeBody.phone,
          address: storeBody?.address === undefined ? supplier.address : storeBody.address,
        });
        await em.flush();
        await this.#accounts.createAccount(em, {
          ...account,
          type: 'SUPPLIER',
          name: account.name ?? supplier.name,
          supplierId: supplier.id,
        });
        await em.flush();
        return supplier.id;
      });
      return await this.get(id);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw conflict('This supplier name, e-mail address or phone number is already taken');
      throw error;
    }
  }

  async update(id: number, body: SupplierUpdateBody): Promise<SupplierDto> {
    const supplier = await this.#find(this.#em, id);
    if (body.name !== undefined && body.name.trim() !== supplier.name) await this.#assertNameFree(body.name, id);
    this.#em.assign(supplier, { ...body, ...(body.name === undefined ? {} : { name: body.name.trim() }) });
    // A name taken since the check answers the same 409 DUPLICATE from the error handler (db/constraint-errors.ts).
    await this.#em.flush();
    return this.#toDto(this.#em, supplier);
  }

  /** Sets `enabled` (toggles when not given); the supplier's accounts follow in the same transaction. */
  async setEnabled(id: number, enabled: boolean | undefined): Promise<SupplierDto> {
    await this.#em.transactional(async (em) => {
      const supplier = await this.#find(em, id);
      supplier.enabled = enabled ?? !supplier.enabled;
      await setSupplierAccountsEnabled(em, supplier.id, supplier.enabled);
      await em.flush();
    });
    return this.get(id);
  }

  /**
   * Deletes a supplier that never traded: its store, and its accounts for good (their e-mails become free).
   * Once its store holds stock it is refused (409): disable it instead, so orders and history keep their seller.
   */
  async remove(id: number): Promise<void> {
    try {
      await this.#em.transactional(async (em) => {
        const supplier = await this.#find(em, id);
        const stock = await em.count(Stock, { store: { supplier: id } });
        if (stock > 0)
          throw conflict(`${supplier.name} has ${stock} stock item(s); disable the supplier instead of deleting it`);
        await removeSupplierAccounts(em, id);
        await em.nativeDelete(Store, { supplier: id });
        await em.nativeDelete(Supplier, { id });
        // Deleted by hand-written statements the audit subscriber does not see: the entry is written here.
        await appendAuditEntry(em, {
          entity: 'supplier',
          entityId: id,
          action: 'delete',
          changes: [{ field: 'name', from: supplier.name, to: null }],
        });
      });
    } catch (error) {
      // A record added later (an order, an invoice) still points at the supplier or one of its accounts.
      if (error instanceof ForeignKeyConstraintViolationException)
        throw conflict('Records still point at this supplier; disable it instead');
      throw error;
    }
    this.#em.clear();
  }

  async #find(em: EntityManager, id: number): Promise<Supplier> {
    const supplier = await em.findOne(Supplier, { id });
    if (!supplier) throw notFound(`Supplier ${id} not found`);
    return supplier;
  }

  async #assertNameFree(name: string, exceptId?: number): Promise<void> {
    const others = exceptId === undefined ? {} : { id: { $ne: exceptId } };
    if (await this.#em.count(Supplier, { name: name.trim(), ...others }))
      throw conflict(`A supplier named ${name.trim()} exists`, { code: BackofficeErrorCode.duplicate, field: 'name' });
  }

  async #toDto(em: EntityManager, supplier: Supplier): Promise<SupplierDto> {
    const [dto] = await this.#toDtos(em, [supplier]);
    return dto!;
  }

  async #toDtos(em: EntityManager, suppliers: Supplier[]): Promise<SupplierDto[]> {
    const ids = suppliers.map((supplier) => supplier.id);
    const stores = ids.length ? await em.find(Store, { supplier: { $in: ids } }, { populate: ['image'] }) : [];
    const accounts: User[] = await supplierAccounts(em, ids);
    return suppliers.map((supplier) => {
      const store = stores.find((s) => s.supplier.id === supplier.id);
      return {
        id: supplier.id,
        name: supplier.name,
        nameKh: supplier.nameKh ?? null,
        phone: supplier.phone,
        email: supplier.email,
        address: supplier.address,
        enabled: supplier.enabled,
        store: store ? toStoreDto(store) : null,
        accounts: accounts
          .filter((account) => account.supplierId === supplier.id && !account.deletedAt)
          .map(toSupplierAccount),
        createdAt: supplier.createdAt.toISOString(),
      };
    });
  }
}
