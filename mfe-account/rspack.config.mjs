import { createAppConfig } from '@shop/federation/build/rspack-config.mjs';

// Remote `mfe_account`: exposes its routes; `pnpm --filter @shop/mfe-account dev` runs it alone on http://127.0.0.1:3203.
export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mfe_account',
  exposes: { './routes': './src/app/routes.tsx' },
  port: 3203,
  title: 'mfe-account',
});
