import type { StoreUpdateBody, SupplierStore } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { User } from '../identity/user.entity.ts';
import { toStoreDto } from './supplier.service.ts';
import { Store } from './store.entity.ts';

/**
 * A supplier's store, addressed by supplier id. Admins see any; a supplier sees and changes only its own, and
 * another supplier's answers 404 as if it did not exist (decisions.md).
 */
export class StoreService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  get #em() {
    return this.#orm.em;
  }

  async getBySupplier(actor: AuthUser, supplierId: number): Promise<SupplierStore> {
    return toStoreDto(await this.#find(actor, supplierId));
  }

  async updateOwn(actor: AuthUser, supplierId: number, body: StoreUpdateBody): Promise<SupplierStore> {
    const store = await this.#find(actor, supplierId);
    this.#em.assign(store, body);
    await this.#em.flush();
    return toStoreDto(store);
  }

  async #find(actor: AuthUser, supplierId: number): Promise<Store> {
    if (actor.type === 'SUPPLIER' && (await this.#ownSupplierId(actor.id)) !== supplierId) throw notFound(`Supplier ${supplierId} has no store`);
    const store = await this.#em.findOne(Store, { supplier: supplierId });
    if (!store) throw notFound(`Supplier ${supplierId} has no store`);
    return store;
  }

  async #ownSupplierId(userId: number): Promise<number | null> {
    const user = await this.#em.findOne(User, { id: userId, type: 'SUPPLIER' });
    return user?.supplierId ?? null;
  }
}
