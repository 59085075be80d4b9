import { createQueryKeys } from '@shop/client';

export const accessoryKeys = createQueryKeys('accessory');
