import { registerCatalogs } from '@shop/i18n';

// The shell's messages, in the page's language only (the other when the visitor switches): bootstrap.tsx waits for them.
registerCatalogs({
  en: () => import('../locales/en/messages.ts'),
  km: () => import('../locales/km/messages.ts'),
});
