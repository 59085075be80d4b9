// Accounts made straight in the database for tests, and tokens for them, without going through sign-in
// (which is rate limited and slow on purpose: argon2id).
import type { FastifyInstance } from 'fastify';
import type { UserType } from '@shop/contracts';
import { hashPassword } from '../../src/modules/identity/password.ts';
import { User } from '../../src/modules/identity/user.entity.ts';
import { Supplier } from '../../src/modules/supply/supplier.entity.ts';

export interface TestAccount {
  id: number;
  type: UserType;
  email: string;
  password: string;
  token: string;
}

let sequence = 0;
let cachedHash: { password: string; hash: Promise<string> } | undefined;

export const TEST_PASSWORD = 'Sturdy-pass-42';

/** Hashing is slow by design; accounts with the default password share one hash. */
function hashOf(password: string): Promise<string> {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  cachedHash ??= { password, hash: hashPassword(password) };
  return cachedHash.hash;
}

export async function createAccount(
  app: FastifyInstance,
  fields: Partial<Pick<User, 'name' | 'phone' | 'dealerApproved' | 'supplierId' | 'enabled'>> & {
    type: UserType;
    email?: string;
    password?: string | null;
  },
): Promise<TestAccount> {
  sequence += 1;
  const email = fields.email ?? `${fields.type.toLowerCase()}-${sequence}-${Date.now()}@test.parts`;
  const password = fields.password === null ? '' : (fields.password ?? TEST_PASSWORD);
  const em = app.orm.em.fork();
  const user = em.create(User, {
    type: fields.type,
    email,
    name: fields.name ?? `${fields.type} ${sequence}`,
    phone: fields.phone ?? null,
    dealerApproved: fields.dealerApproved ?? false,
    // A SUPPLIER account must run a real supplier (foreign key and check): the first seeded one unless told.
    supplierId: fields.supplierId ?? (fields.type === 'SUPPLIER' ? (await seededSupplierIds(app))[0]! : null),
    enabled: fields.enabled ?? true,
    passwordHash: password ? await hashOf(password) : null,
  });
  await em.flush();
  return { id: user.id, type: user.type, email, password, token: app.signToken(user) };
}

/** The user as the database holds it now. */
export async function reload(app: FastifyInstance, id: number): Promise<User> {
  return app.orm.em.fork().findOneOrFail(User, { id }, { populate: ['passwordHash'] });
}

/** Ids of the suppliers the demo seed made (Angkor Auto Parts first), in id order. */
export async function seededSupplierIds(app: FastifyInstance): Promise<number[]> {
  return (await app.orm.em.fork().find(Supplier, {}, { orderBy: { id: 'asc' } })).map((supplier) => supplier.id);
}
