import { createQueryKeys } from '@shop/client';

export const orderKeys = createQueryKeys('order');
export const enumTypeKeys = createQueryKeys('enum-type');
