import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationView } from '@shop/contracts';
import { getPage } from '@shop/client';
import { notificationKeys } from './keys.ts';

export const NOTIFICATIONS_PAGE_SIZE = 10;
/** `new`: not seen yet; `old`: seen. */
export type NotificationBox = 'new' | 'old';

/** GET /api/frontend/notification/new or /old: my notifications, newest first. */
export function getNotifications(box: NotificationBox, page: number, size = NOTIFICATIONS_PAGE_SIZE) {
  return getPage<NotificationView>(`/api/frontend/notification/${box}`, { page, size });
}

export const notificationsQueryOptions = (box: NotificationBox, page: number) =>
  queryOptions({
    queryKey: notificationKeys.list({ box, page }),
    queryFn: () => getNotifications(box, page),
    placeholderData: keepPreviousData,
  });

export function useNotifications(box: NotificationBox, page: number) {
  return useQuery(notificationsQueryOptions(box, page));
}
