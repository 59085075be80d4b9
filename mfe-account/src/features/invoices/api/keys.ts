import { createQueryKeys } from '@shop/client';

export const invoiceKeys = createQueryKeys('invoice');
