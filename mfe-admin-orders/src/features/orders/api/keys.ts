import { createQueryKeys } from '@shop/client';

/** The staff order desk's query keys: lists (and the tabs' counts), one order, its notes. */
export const orderKeys = createQueryKeys('backend-order');
export const orderCountKeys = createQueryKeys('backend-order-counts');
export const orderNoteKeys = createQueryKeys('backend-order-notes');
