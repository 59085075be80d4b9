import { createAppConfig } from '@shop/federation/build/rspack-config.mjs';

// Remote `mfe_checkout`: exposes its routes; `pnpm --filter @shop/mfe-checkout dev` runs it alone on http://127.0.0.1:3202.
export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mfe_checkout',
  exposes: { './routes': './src/app/routes.tsx', './widgets': './src/app/widgets.tsx' },
  port: 3202,
  title: 'mfe-checkout',
});
