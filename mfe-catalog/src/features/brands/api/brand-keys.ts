import { createQueryKeys } from '@shop/client';

export const brandKeys = createQueryKeys('brand');
