import { createAppConfig } from '@shop/federation/build/rspack-config.mjs';

// Remote `mfe_admin_system`: exposes its routes; `pnpm --filter @shop/mfe-admin-system dev` runs it alone on http://127.0.0.1:3206.
export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mfe_admin_system',
  exposes: { './routes': './src/app/routes.tsx' },
  port: 3206,
  title: 'mfe-admin-system',
});
