import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Brand } from '../modules/catalog/brand.entity.ts';
import { normalizeEmail } from '../modules/identity/identifiers.ts';
import { hashPassword } from '../modules/identity/password.ts';
import { User } from '../modules/identity/user.entity.ts';
import { demoAccounts } from './demo-accounts.ts';
import { demoCustomer } from './demo-accounts.ts';
import { Location } from '../modules/identity/location.entity.ts';
import { UserLocation } from '../modules/identity/user-location.entity.ts';
import { demoBrands } from './demo-catalog.ts';
import { CatalogSeeder } from './catalog/catalog.seeder.ts';
import { seedDemoDelivery } from './demo-delivery.ts';
import { demoSuppliers } from './catalog/shop-data.ts';
import { Store } from '../modules/supply/store.entity.ts';
import { Supplier } from '../modules/supply/supplier.entity.ts';

/** A small, realistic demo shop. Adds only what is missing, so running it twice changes nothing. */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    // The demo supplier account runs the first demo supplier, which must exist before the account (foreign key).
    const firstSupplier = await seedFirstSupplier(em);
    for (const account of demoAccounts) {
      const email = normalizeEmail(account.email);
      if (await em.count(User, { email })) continue;
      em.create(User, {
        type: account.type,
        email,
        phone: account.phone,
        name: account.name,
        passwordHash: await hashPassword(account.password),
        supplierId: account.type === 'SUPPLIER' ? firstSupplier.id : null,
      });
    }
    for (const [index, brand] of demoBrands.entries()) {
      if (await em.count(Brand, { name: brand.name })) continue;
      em.create(Brand, { name: brand.name, nameKh: brand.nameKh, sortOrder: index });
    }
    await em.flush();
    // The demo customer has a saved delivery address (its default), so checkout has one to offer.
    const customer = await em.findOne(User, { email: normalizeEmail(demoCustomer.email) });
    const phnomPenh = await em.findOne(Location, { code: 'KH-12' });
    if (customer && phnomPenh && !(await em.count(UserLocation, { user: customer }))) {
      em.create(UserLocation, {
        user: customer,
        location: phnomPenh,
        label: 'Home',
        address: 'No. 12, Street 271, Toul Kork',
        phone: demoCustomer.phone,
        isDefault: true,
      });
      await em.flush();
    }
    await this.call(em, [CatalogSeeder]);
    await seedDemoDelivery(em);
  }
}

/** The first demo supplier with its store (the catalogue seeder adds the others and skips this one by name). */
async function seedFirstSupplier(em: EntityManager): Promise<Supplier> {
  const { store, ...fields } = demoSuppliers[0]!;
  const existing = await em.findOne(Supplier, { name: fields.name });
  if (existing) return existing;
  const supplier = em.create(Supplier, fields);
  em.create(Store, { ...store, supplier });
  await em.flush();
  return supplier;
}
