// Notifications stored per user (new until seen). Writers add rows inside their own transaction and then,
// after it commits, `publish` the users' new counts over socket.io (app.realtime.notifyCount). Order-status news
// (`addOrderNews`) also goes by Telegram to a shopper who let the shop's bot write to them (issue 39 §3).
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { LowStockFacts, NotificationKind, NotificationView } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { MessageOutbox } from '../identity/message-outbox.entity.ts';
import { SocialAccount } from '../identity/social-account.entity.ts';
import { Notification } from './notification.entity.ts';
import { ORDER_NEWS_KIND, type OrderNewsFacts } from './order-news.ts';

export interface NewNotification {
  kind: NotificationKind;
  /** English wording, kept as the fallback for clients that do not know the kind. */
  title: string;
  message: string;
  orderId: number | null;
  /** LOW_STOCK: the stock that went low. */
  stockId?: number | null;
  lowStock?: LowStockFacts | null;
  /** ORDER_STATUS: the move, so clients can word it in the reader's language. */
  fromStatus?: NotificationView['fromStatus'];
  toStatus?: NotificationView['toStatus'];
  /** Free text that came with the event (a cancel reason, a staff note), as it was written. */
  note?: string | null;
  /** ORDER_STATUS of one supplier's part of the order: that supplier's names (none: the whole order). */
  supplierName?: string | null;
  supplierNameKh?: string | null;
}

/** An order's status move for its shopper: always ORDER_STATUS, for one order (`addOrderNews`). */
export type OrderNews = Omit<NewNotification, 'kind' | 'orderId' | 'stockId' | 'lowStock'> & { orderId: number };

/** The column's length; a long note makes a long message, which is clipped (the note itself is kept whole). */
const MESSAGE_LENGTH = 1000;
const clip = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`);

export type SeenFilter = 'new' | 'old' | 'all';

export class NotificationService {
  readonly #orm: Orm;
  readonly #realtime: Realtime;

  constructor(orm: Orm, realtime: Realtime) {
    this.#orm = orm;
    this.#realtime = realtime;
  }

  /**
   * Adds one notification for each user (in the caller's transaction); answers the users to publish to. Order-status
   * news goes through `addOrderNews`, which also queues its Telegram message.
   */
  add(
    em: EntityManager,
    userIds: Iterable<number>,
    notification: NewNotification & { kind: Exclude<NotificationKind, 'ORDER_STATUS'> },
  ): number[] {
    return this.#add(em, userIds, notification);
  }

  /**
   * An order's status move, for its shopper (in the caller's transaction): the ORDER_STATUS notification and, only for
   * a shopper whose account is linked to Telegram and who allowed the shop's bot to write to them, one Telegram
   * message in the outbox. The message holds the facts and the shopper's language; the delivery job words it
   * (order-news.ts). Answers the users to publish to.
   */
  async addOrderNews(em: EntityManager, userId: number, news: OrderNews): Promise<number[]> {
    const users = this.#add(em, [userId], { ...news, kind: 'ORDER_STATUS' });
    const chats = await em.find(
      SocialAccount,
      { user: userId, provider: 'TELEGRAM', messagesAllowed: true },
      { disableIdentityMap: true },
    );
    for (const chat of chats) {
      const facts: OrderNewsFacts = {
        language: chat.messagesLanguage ?? 'en',
        orderId: news.orderId,
        from: news.fromStatus ?? null,
        to: news.toStatus ?? null,
        supplierName: news.supplierName ?? null,
        supplierNameKh: news.supplierNameKh ?? null,
        note: news.note ?? null,
      };
      em.create(MessageOutbox, {
        channel: 'TELEGRAM',
        recipient: chat.providerUserId,
        kind: ORDER_NEWS_KIND,
        subject: `Order #${news.orderId}`,
        body: JSON.stringify(facts),
      });
    }
    return users;
  }

  #add(em: EntityManager, userIds: Iterable<number>, notification: NewNotification): number[] {
    const users = [...new Set(userIds)];
    const row = {
      ...notification,
      title: clip(notification.title, 200),
      message: clip(notification.message, MESSAGE_LENGTH),
      fromStatus: notification.fromStatus ?? null,
      toStatus: notification.toStatus ?? null,
      note: notification.note ?? null,
      stockId: notification.stockId ?? null,
      lowStock: notification.lowStock ?? null,
      supplierName: notification.supplierName ?? null,
      supplierNameKh: notification.supplierNameKh ?? null,
    };
    for (const user of users) em.create(Notification, { user, ...row, seen: false });
    return users;
  }

  /** The ids of active admins: every new order concerns them. */
  async adminIds(em: EntityManager): Promise<number[]> {
    const rows = await (em as SqlEntityManager).execute<{ id: number }[]>(
      `select id from user_account where type in ('ADMIN', 'SUPER_ADMIN') and enabled and deleted_at is null`,
      [],
      'all',
    );
    return rows.map((row) => row.id);
  }

  /** The ids of the active accounts of these suppliers. */
  async supplierUserIds(em: EntityManager, supplierIds: number[]): Promise<number[]> {
    if (supplierIds.length === 0) return [];
    const rows = await (em as SqlEntityManager).execute<{ id: number }[]>(
      `select id from user_account where type = 'SUPPLIER' and supplier_id in (${supplierIds.map(() => '?').join(',')}) and enabled and deleted_at is null`,
      supplierIds,
      'all',
    );
    return rows.map((row) => row.id);
  }

  newCount(userId: number): Promise<number> {
    return this.#orm.em.fork().count(Notification, { user: userId, seen: false });
  }

  /** Tells each user's open connections their new count. Never fails the caller: the rows are already stored. */
  async publish(userIds: Iterable<number>): Promise<void> {
    for (const userId of new Set(userIds)) {
      try {
        this.#realtime.notifyCount(userId, await this.newCount(userId));
      } catch {
        // A lost live update is repaired by the next count the client reads.
      }
    }
  }

  async list(userId: number, filter: SeenFilter, page: PageRequest) {
    const where = { user: userId, ...(filter === 'new' ? { seen: false } : filter === 'old' ? { seen: true } : {}) };
    const [rows, total] = await this.#orm.em.findAndCount(Notification, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: page.size,
      offset: page.offset,
    });
    return { data: rows.map(toView), pagination: pagination(page, total) };
  }

  /** Marks the user's notifications seen: these ids, or all when ids is undefined. Others' ids are ignored. */
  async markSeen(userId: number, ids?: number[]): Promise<number> {
    // A bulk update: the ORM's onUpdate does not run, so the change's time is written with it.
    const seenAt = new Date();
    const count = await this.#orm.em.nativeUpdate(
      Notification,
      { user: userId, seen: false, ...(ids ? { id: { $in: ids } } : {}) },
      { seen: true, seenAt, updatedAt: seenAt },
    );
    await this.publish([userId]);
    return count;
  }

  /** Marks one seen; another user's notification is 404. */
  async markOneSeen(userId: number, id: number): Promise<void> {
    const mine = await this.#orm.em.count(Notification, { id, user: userId });
    if (!mine) throw notFound(`Notification ${id} not found`);
    await this.markSeen(userId, [id]);
  }
}

function toView(row: Notification): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    orderId: row.orderId ?? null,
    fromStatus: row.fromStatus ?? null,
    toStatus: row.toStatus ?? null,
    note: row.note ?? null,
    stockId: row.stockId ?? null,
    lowStock: row.lowStock ?? null,
    supplierName: row.supplierName ?? null,
    supplierNameKh: row.supplierNameKh ?? null,
    seen: row.seen,
    createdAt: row.createdAt.toISOString(),
  };
}
