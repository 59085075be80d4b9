import { createAppConfig } from '@shop/federation/build/rspack-config.mjs';

// Remote `mfe_admin_orders`: exposes its routes; `pnpm --filter @shop/mfe-admin-orders dev` runs it alone on http://127.0.0.1:3204.
export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mfe_admin_orders',
  exposes: { './routes': './src/app/routes.tsx' },
  port: 3204,
  title: 'mfe-admin-orders',
});
