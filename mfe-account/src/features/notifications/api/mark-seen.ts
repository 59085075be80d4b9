import { useMutation } from '@tanstack/react-query';
import { http, queryClient, useSessionStore, dataOf } from '@shop/client';
import { getNotifications } from './get-notifications.ts';
import { notificationKeys } from './keys.ts';

// The API takes at most this many ids per call (MarkSeenBody).
const MAX_IDS_PER_CALL = 100;

/** PUT /api/frontend/notification/multiple { ids }, in calls of at most 100 ids; answers how many changed. */
export async function updateNotificationsSeen(ids: number[]): Promise<number> {
  let updated = 0;
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) {
    const data = await dataOf<{ updated: number }>(
      http.put('/api/frontend/notification/multiple', { json: { ids: ids.slice(start, start + MAX_IDS_PER_CALL) } }),
    );
    updated += data.updated;
  }
  return updated;
}

/** Every new notification, however many pages they fill, marked seen. */
export async function markAllSeen(): Promise<number> {
  const ids: number[] = [];
  for (let page = 0; ; page += 1) {
    const { data, pagination } = await getNotifications('new', page, MAX_IDS_PER_CALL);
    ids.push(...data.map((notification) => notification.id));
    if (page + 1 >= pagination.totalPage) break;
  }
  return ids.length > 0 ? updateNotificationsSeen(ids) : 0;
}

/**
 * Both lists change, and so does the header's count of new notifications: it is read from the server (the
 * live count also arrives by socket, but the page should not wait for it or guess).
 */
async function afterMarked(): Promise<void> {
  const { pagination } = await getNotifications('new', 0, 1);
  useSessionStore.getState().setNotificationCount(pagination.totalCount);
  await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkSeen() {
  return useMutation({ mutationFn: updateNotificationsSeen, onSuccess: afterMarked });
}

export function useMarkAllSeen() {
  return useMutation({ mutationFn: markAllSeen, onSuccess: afterMarked });
}
