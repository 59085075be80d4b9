import type { MantineSize } from '@mantine/core';

// Riel is the secondary figure of an amount: one size step below the dollars, never below xs. Read by Amount and by
// the catalogue's plain-element Price (mfe-catalog/src/lib/price.tsx), which imports this file by its path
// (`@shop/ui/riel-size.ts`): a table with no state, so the catalogue bundles it and needs no newer shell for it.
const RIEL_SIZE: Record<MantineSize, MantineSize> = { xs: 'xs', sm: 'xs', md: 'sm', lg: 'md', xl: 'lg' };

/** The size riel is written in beside dollars of `size`. */
export const rielSizeOf = (size: MantineSize): MantineSize => RIEL_SIZE[size];
