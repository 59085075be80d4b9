import { registerCatalogs } from '@shop/i18n';

// A shared package's messages, in the page's language only (the other when the visitor switches): the shell's start
// waits for them (shell/src/bootstrap.tsx), a remote's standalone host too.
registerCatalogs({
  en: () => import('./locales/en/messages.ts'),
  km: () => import('./locales/km/messages.ts'),
});
