import { registerCatalogs } from '@shop/i18n';

// This remote's messages, in the page's language only (the other when the visitor switches): loading one of this
// remote's modules waits for them (loadRemoteModule of @shop/federation).
registerCatalogs({
  en: () => import('../locales/en/messages.ts'),
  km: () => import('../locales/km/messages.ts'),
});
