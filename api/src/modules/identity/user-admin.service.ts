import type { FilterQuery } from '@mikro-orm/core';
import {
  ADMIN_USER_TYPES,
  SHOPPER_USER_TYPES,
  type AccountUser,
  type AdminUpdateBody,
  type Pagination,
  type UserListQuery,
  type UserType,
  type UserUpdateBody,
} from '@shop/contracts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Orm } from '../../db/orm.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { pageRequest, pagination } from '../../lib/paging.ts';
import { AccountService, applyIdentifiers, flushUnique } from './account.service.ts';
import { toAccountUser } from './dto.ts';
import { lastSuperAdmin, ownAccount } from './errors.ts';
import { SocialAccount } from './social-account.entity.ts';
import { User } from './user.entity.ts';
import { Supplier } from '../supply/supplier.entity.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { phoneMatches } from '../../lib/phone-search.ts';

export const isAdminType = (type: UserType): boolean => (ADMIN_USER_TYPES as readonly string[]).includes(type);

/**
 * The back-office's account management. Admin accounts (ADMIN, SUPER_ADMIN, DEVELOPER) are changed,
 * disabled, deleted or restored only by a SUPER_ADMIN; nobody disables, deletes or demotes themselves,
 * and the last SUPER_ADMIN stays. Disabling and deleting revoke the account's tokens at once.
 */
export class UserAdminService {
  readonly #orm: Orm;
  readonly #accounts: AccountService;
  readonly #notifications: NotificationService;

  constructor(orm: Orm, notifications: NotificationService) {
    this.#orm = orm;
    this.#accounts = new AccountService(orm);
    this.#notifications = notifications;
  }

  get #em() {
    return this.#orm.em;
  }

  async list(
    query: UserListQuery,
    onlyTypes?: readonly UserType[],
  ): Promise<{ data: AccountUser[]; pagination: Pagination }> {
    const page = pageRequest(query);
    const where: FilterQuery<User> = {};
    const scope = onlyTypes ?? (query.group === 'shopper' ? SHOPPER_USER_TYPES : undefined);
    if (scope) where.type = { $in: [...scope] };
    if (query.type) where.type = scope && !scope.includes(query.type) ? { $in: [] } : query.type;
    const status = query.status ?? 'active';
    if (status === 'active') Object.assign(where, { enabled: true, deletedAt: null });
    if (status === 'disabled') Object.assign(where, { enabled: false, deletedAt: null });
    if (status === 'deleted') where.deletedAt = { $ne: null };
    if (query.dealerApproved !== undefined) where.dealerApproved = query.dealerApproved;
    const q = (query.search ?? query.q)?.trim();
    if (q) {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [
        { name: { $ilike: like } },
        { email: { $ilike: like } },
        { phone: { $ilike: like } },
        ...phoneMatches(q),
      ];
    }
    const [users, total] = await this.#em.findAndCount(User, where, {
      populate: ['passwordHash'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: page.size,
      offset: page.offset,
    });
    return { data: await this.#toDtos(users), pagination: pagination(page, total) };
  }

  async get(id: number): Promise<AccountUser> {
    return this.toDto(await this.#find(id));
  }

  async toDto(user: User): Promise<AccountUser> {
    const [dto] = await this.#toDtos([user]);
    return dto!;
  }

  /** An admin changes a shopper's account; admin and supplier accounts have routes of their own. */
  async update(id: number, body: UserUpdateBody): Promise<AccountUser> {
    const user = await this.#find(id);
    if (isAdminType(user.type))
      throw forbidden('Admin accounts are changed by a super admin (PUT /api/backend/user/admin/:id)');
    if (user.type === 'SUPPLIER') throw forbidden('Supplier accounts are changed with their supplier');
    await applyIdentifiers(this.#em, user, body);
    if (body.name !== undefined) user.name = body.name.trim();
    if (body.type !== undefined && body.type !== user.type) {
      user.type = body.type;
      // Approval is for a dealer; a customer made a dealer again waits for a new one.
      user.dealerApproved = false;
    }
    await flushUnique(this.#em);
    return this.toDto(user);
  }

  /** SUPER_ADMIN: make an account an admin, change an admin's details or role, or demote one to CUSTOMER. */
  async updateAdmin(actor: AuthUser, id: number, body: AdminUpdateBody): Promise<AccountUser> {
    requireSuperAdmin(actor);
    const user = await this.#find(id);
    if (user.type === 'SUPPLIER') throw conflict('A supplier account cannot become an admin; use another account');
    if (body.type !== undefined && body.type !== user.type) {
      if (user.type === 'SUPER_ADMIN') await this.#assertAnotherSuperAdmin(user.id);
      if (user.id === actor.id) throw ownAccount('You cannot change your own role; another super admin can');
      user.type = body.type;
      user.dealerApproved = false;
    }
    await applyIdentifiers(this.#em, user, body);
    if (body.name !== undefined) user.name = body.name.trim();
    await flushUnique(this.#em);
    return this.toDto(user);
  }

  /** Sets somebody's password (they are signed out everywhere); an admin account's only by a SUPER_ADMIN. */
  async resetPassword(actor: AuthUser, id: number, password: string): Promise<AccountUser> {
    const user = await this.#find(id);
    this.#assertMayManage(actor, user);
    await this.#accounts.setPassword(user, password);
    return this.toDto(user);
  }

  /**
   * Approves a dealer (or withdraws the approval). A new approval notifies the dealer, in the same transaction,
   * and their open pages get the new count at once; approving an approved dealer again notifies nobody.
   */
  async approveDealer(id: number, approved: boolean): Promise<AccountUser> {
    const user = await this.#find(id);
    if (user.type !== 'DEALER') throw conflict(`User ${id} is a ${user.type}, not a DEALER`);
    if (user.deletedAt) throw conflict(`User ${id} is deleted; restore the account first`);
    const newlyApproved = approved && !user.dealerApproved;
    user.dealerApproved = approved;
    if (newlyApproved) {
      this.#notifications.add(this.#em, [user.id], {
        kind: 'DEALER_APPROVED',
        title: 'Your dealer account is approved',
        message: 'You now see and pay dealer prices. Thank you for trading with us.',
        orderId: null,
      });
    }
    await this.#em.flush();
    if (newlyApproved) await this.#notifications.publish([user.id]);
    return this.toDto(user);
  }

  /** Sets `enabled` (or toggles it when not given). Disabling revokes the account's tokens. */
  async enableOrDisable(actor: AuthUser, id: number, enabled: boolean | undefined): Promise<AccountUser> {
    const user = await this.#find(id);
    this.#assertMayManage(actor, user);
    const next = enabled ?? !user.enabled;
    if (!next && user.type === 'SUPER_ADMIN') await this.#assertAnotherSuperAdmin(user.id);
    if (!next && user.id === actor.id) throw ownAccount('You cannot disable your own account');
    // A disabled supplier's accounts stay off until the supplier is enabled (which enables them too).
    if (
      next &&
      !user.enabled &&
      user.type === 'SUPPLIER' &&
      !(await this.#em.findOne(Supplier, { id: user.supplierId! }))?.enabled
    ) {
      throw conflict('This supplier is disabled; enable the supplier instead (PUT /api/backend/supplier/enable/:id)');
    }
    if (user.enabled && !next) user.tokenVersion += 1;
    user.enabled = next;
    await this.#em.flush();
    return this.toDto(user);
  }

  /** Soft delete: the row stays (orders keep their customer) and can be restored; tokens stop working now. */
  async softDelete(actor: AuthUser, id: number, options: { admin: boolean }): Promise<AccountUser> {
    const user = await this.#find(id);
    if (options.admin) {
      requireSuperAdmin(actor);
      if (!isAdminType(user.type)) throw notFound(`Admin ${id} not found`);
    } else if (isAdminType(user.type)) {
      throw forbidden('Admin accounts are deleted by a super admin (DELETE /api/backend/user/admin/:id)');
    }
    // The last super admin first: it says more than "not yourself" (only a super admin can act on one, so the last
    // one is always acting on itself).
    if (user.type === 'SUPER_ADMIN') await this.#assertAnotherSuperAdmin(user.id);
    if (user.id === actor.id) throw ownAccount('You cannot delete your own account');
    if (!user.deletedAt) {
      user.deletedAt = new Date();
      user.tokenVersion += 1;
      await this.#em.flush();
    }
    return this.toDto(user);
  }

  async restore(actor: AuthUser, id: number): Promise<AccountUser> {
    const user = await this.#find(id);
    this.#assertMayManage(actor, user);
    if (user.deletedAt) {
      user.deletedAt = null;
      await this.#em.flush();
    }
    return this.toDto(user);
  }

  async #find(id: number): Promise<User> {
    const user = await this.#em.findOne(User, { id }, { populate: ['passwordHash'] });
    if (!user) throw notFound(`User ${id} not found`);
    return user;
  }

  #assertMayManage(actor: AuthUser, user: User): void {
    if (isAdminType(user.type) && actor.type !== 'SUPER_ADMIN')
      throw forbidden('Only a super admin manages admin accounts');
  }

  async #assertAnotherSuperAdmin(exceptId: number): Promise<void> {
    const others = await this.#em.count(User, {
      type: 'SUPER_ADMIN',
      enabled: true,
      deletedAt: null,
      id: { $ne: exceptId },
    });
    if (others === 0) {
      throw lastSuperAdmin(
        `Account ${exceptId} is the shop's last active super admin and cannot be removed, disabled or demoted; make another account super admin first`,
      );
    }
  }

  async #toDtos(users: User[]): Promise<AccountUser[]> {
    const links = users.length
      ? await this.#em.find(SocialAccount, { user: { $in: users.map((u) => u.id) } }, { orderBy: { provider: 'asc' } })
      : [];
    return users.map((user) =>
      toAccountUser(user, {
        hasPassword: !!user.passwordHash,
        socialProviders: links.filter((link) => link.user.id === user.id).map((link) => link.provider),
      }),
    );
  }
}

function requireSuperAdmin(actor: AuthUser): void {
  if (actor.type !== 'SUPER_ADMIN') throw forbidden('Only a super admin manages admin accounts');
}
