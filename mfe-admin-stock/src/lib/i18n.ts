import { registerCatalogs } from '@shop/i18n';

// This remote's messages, in the page's language only (the other when the visitor switches): the shell waits for them
// after loading the remote's routes (lib/remotes-manifest.ts).
registerCatalogs({
  en: () => import('../locales/en/messages.ts'),
  km: () => import('../locales/km/messages.ts'),
});
