import { createQueryKeys } from '@shop/client';

export const favoriteKeys = createQueryKeys('favorite');
