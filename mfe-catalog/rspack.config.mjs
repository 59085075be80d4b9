import { createAppConfig } from '@shop/federation/build/rspack-config.mjs';

// Remote `mfe_catalog`: exposes its routes; `pnpm --filter @shop/mfe-catalog dev` runs it alone on http://127.0.0.1:3201.
export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mfe_catalog',
  exposes: { './routes': './src/app/routes.tsx' },
  port: 3201,
  title: 'mfe-catalog',
});
