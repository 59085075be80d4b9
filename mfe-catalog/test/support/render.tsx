import { openRoutes } from '@shop/federation/testing/open-routes.tsx';
import { storefront } from '../../src/app/routes.tsx';

/** Renders the catalogue's routes at an address, inside the providers the shell gives them. */
export const renderAt = (path: string) => openRoutes(storefront, path);
