import { createQueryKeys } from '@shop/client';

export const notificationKeys = createQueryKeys('notification');
