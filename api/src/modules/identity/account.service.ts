import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  AccountErrorCode,
  type ChangePasswordBody,
  type ProfileBody,
  type RegisterBody,
  type UserType,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { wrongPassword } from './errors.ts';
import { isValidPhone, normalizeEmail, normalizePhone } from './identifiers.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import { SocialAccount } from './social-account.entity.ts';
import { User } from './user.entity.ts';

export interface NewAccount {
  type: UserType;
  name: string;
  email?: string | null;
  phone?: string | null;
  /** Absent for an account made through a social provider. */
  password?: string | null;
  supplierId?: number | null;
}

/** Phone as stored, or null; a 400 when it is not a phone number once normalized. */
export function phoneOrNull(phone: string | null | undefined): string | null {
  if (phone === undefined || phone === null || phone.trim() === '') return null;
  const normalized = normalizePhone(phone);
  if (!isValidPhone(normalized)) throw badRequest('The phone number must be digits, optionally starting with 0 or +');
  return normalized;
}

/** Accounts: creating them, changing their details and passwords. */
export class AccountService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  get #em() {
    return this.#orm.em;
  }

  /**
   * Creates an account in `em` (flushed by the caller, so it can be part of a larger transaction such as
   * creating a supplier with its store). Checks the password policy and that e-mail and phone are free.
   */
  async createAccount(em: EntityManager, account: NewAccount): Promise<User> {
    const email = account.email ? normalizeEmail(account.email) : null;
    const phone = phoneOrNull(account.phone);
    if (account.password) checkPasswordPolicy(account.password, { email, phone, name: account.name });
    await assertIdentifiersFree(em, { email, phone });
    return em.create(User, {
      type: account.type,
      name: account.name.trim(),
      email,
      phone,
      passwordHash: account.password ? await hashPassword(account.password) : null,
      supplierId: account.supplierId ?? null,
    });
  }

  /** Self-registration: a CUSTOMER, or a DEALER that shops at customer prices until approved. */
  async register(body: RegisterBody): Promise<User> {
    const em = this.#em;
    const user = await this.createAccount(em, { ...body, type: body.type ?? 'CUSTOMER' });
    await flushUnique(em);
    return user;
  }

  async updateProfile(userId: number, body: ProfileBody): Promise<User> {
    const em = this.#em;
    const user = await em.findOne(User, { id: userId });
    if (!user) throw notFound(`User ${userId} not found`);
    await applyIdentifiers(em, user, body);
    if (body.name !== undefined) user.name = body.name.trim();
    await flushUnique(em);
    return user;
  }

  /**
   * Changes one's own password: the current one must be given (unless the account has none yet, after a
   * social sign-up). Every token issued so far stops working; the caller signs a new one.
   */
  async changeOwnPassword(userId: number, body: ChangePasswordBody): Promise<User> {
    const user = await this.#em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
    if (!user) throw notFound(`User ${userId} not found`);
    if (user.passwordHash) {
      if (!body.currentPassword || !(await verifyPassword(user.passwordHash, body.currentPassword)))
        throw wrongPassword();
    }
    if (user.passwordHash && body.currentPassword === body.newPassword)
      throw badRequest('The new password must differ from the current one');
    await this.setPassword(user, body.newPassword);
    return user;
  }

  /** Sets a new password (policy checked) and revokes every token of the account. */
  async setPassword(user: User, password: string, em: EntityManager = this.#em): Promise<void> {
    checkPasswordPolicy(password, { email: user.email, phone: user.phone, name: user.name });
    user.passwordHash = await hashPassword(password);
    user.tokenVersion += 1;
    await em.flush();
  }

  /** A supplier's own sign-in account (its user id), 404 for any other account. */
  async supplierAccount(id: number): Promise<User> {
    const user = await this.#em.findOne(User, { id, type: 'SUPPLIER' });
    if (!user) throw notFound(`Supplier account ${id} not found`);
    return user;
  }

  /** Sets the password of supplier `supplierId`'s account (an admin's reset); 404 when it has none. */
  async resetSupplierPassword(supplierId: number, password: string): Promise<User> {
    const user = await this.#em.findOne(User, { supplierId, type: 'SUPPLIER' });
    if (!user) throw notFound(`Supplier ${supplierId} has no account`);
    await this.setPassword(user, password);
    return user;
  }
}

/** Applies e-mail and phone changes after checking they are free (for another account). */
export async function applyIdentifiers(
  em: EntityManager,
  user: User,
  changes: { email?: string | null; phone?: string | null },
): Promise<void> {
  const email = changes.email === undefined ? undefined : changes.email === null ? null : normalizeEmail(changes.email);
  const phone = changes.phone === undefined ? undefined : phoneOrNull(changes.phone);
  await assertIdentifiersFree(em, { email, phone }, user.id);
  if (email !== undefined) user.email = email;
  if (phone !== undefined) user.phone = phone;
  if (!user.email && !user.phone && !(await hasSocialLink(em, user.id))) {
    throw badRequest('An account needs an e-mail address or a phone number to sign in with');
  }
}

async function hasSocialLink(em: EntityManager, userId: number): Promise<boolean> {
  return (await em.count(SocialAccount, { user: userId })) > 0;
}

/** 409 ALREADY_REGISTERED: the field the form shows it on, and the identifier for the front ends' wording. */
const alreadyRegistered = (identifier: 'email' | 'phone' | 'either', message: string) =>
  conflict(message, {
    code: AccountErrorCode.alreadyRegistered,
    ...(identifier === 'either' ? {} : { field: identifier }),
    facts: { identifier },
  });

/** 409 naming the identifier another account (deleted ones included: they can be restored) already uses. */
export async function assertIdentifiersFree(
  em: EntityManager,
  { email, phone }: { email?: string | null; phone?: string | null },
  exceptUserId?: number,
): Promise<void> {
  const others = exceptUserId === undefined ? {} : { id: { $ne: exceptUserId } };
  if (email && (await em.count(User, { email, ...others })))
    throw alreadyRegistered('email', 'This e-mail address is already registered');
  if (phone && (await em.count(User, { phone, ...others })))
    throw alreadyRegistered('phone', 'This phone number is already registered');
}

/** Flushes; a unique violation (two requests racing for the same e-mail) becomes the same 409 as the check above. */
export async function flushUnique(
  em: EntityManager,
  message = 'This e-mail address or phone number is already registered',
): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      em.clear();
      throw alreadyRegistered('either', message);
    }
    throw error;
  }
}
