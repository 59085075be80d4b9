import { createQueryKeys } from '@shop/client';

// 'review' is the resource the catalogue's stock reviews are cached under too (one query client per page), so
// invalidating it after a change refreshes a part page's reviews as well.
export const reviewKeys = createQueryKeys('review');
