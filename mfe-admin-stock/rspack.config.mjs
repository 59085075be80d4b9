import { createAppConfig } from '@shop/federation/build/rspack-config.mjs';

// Remote `mfe_admin_stock`: exposes its routes; `pnpm --filter @shop/mfe-admin-stock dev` runs it alone on http://127.0.0.1:3205.
export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mfe_admin_stock',
  exposes: { './routes': './src/app/routes.tsx' },
  port: 3205,
  title: 'mfe-admin-stock',
});
