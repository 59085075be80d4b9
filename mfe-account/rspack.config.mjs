import { rspack } from '@rspack/core';
import { createAppConfig } from '@shop/federation/build/rspack-config.mjs';

// Remote `mfe_account`: exposes its routes; `pnpm --filter @shop/mfe-account dev` runs it alone on http://127.0.0.1:3203.
const config = createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mfe_account',
  exposes: { './routes': './src/app/routes.tsx' },
  port: 3203,
  title: 'mfe-account',
});

// The Telegram login button needs the bot's username (public, unlike its token); unset, no button is shown.
export default (env, argv) => {
  const built = config(env, argv);
  built.plugins.push(
    new rspack.DefinePlugin({ 'process.env.TELEGRAM_BOT_NAME': JSON.stringify(process.env.TELEGRAM_BOT_NAME ?? '') }),
  );
  return built;
};
