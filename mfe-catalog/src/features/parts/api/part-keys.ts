import { createQueryKeys } from '@shop/client';

export const partKeys = createQueryKeys('part');
