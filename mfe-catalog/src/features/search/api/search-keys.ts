import { createQueryKeys } from '@shop/client';

export const searchKeys = createQueryKeys('search');
