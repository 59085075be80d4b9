import { createQueryKeys } from '@shop/client';

export const provinceKeys = createQueryKeys('location');
export const userLocationKeys = createQueryKeys('user-location');
