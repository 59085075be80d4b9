import { createQueryKeys } from '@shop/client';

export const categoryKeys = createQueryKeys('category');
export const accessoryCategoryKeys = createQueryKeys('accessory-category');
