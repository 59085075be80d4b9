import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, http, useSessionStore } from '@shop/client';

export const staffNotificationKeys = createQueryKeys('staff-notification');

/** An admin reads /api/backend/notification, a supplier /api/backend/notification/supplier: each only its own. */
export function useStaffNotificationsPath(): string {
  const supplier = useSessionStore((state) => state.user?.type === 'SUPPLIER');
  return supplier ? '/api/backend/notification/supplier' : '/api/backend/notification';
}

export function useMarkSeen(path: string) {
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.put(`${path}/multiple`, { json: { ids } }).json<{ data: { updated: number } }>(),
    onSuccess: () => refreshAfterWrite(staffNotificationKeys.all),
  });
}
