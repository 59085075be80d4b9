import { registerCatalogs } from '@shop/i18n';

// The invoice document's messages, a catalogue of its own: they download with the document (documents-on-demand.tsx
// waits for them), not with every first page, where @shop/ui's own catalogue loads.
registerCatalogs({
  en: () => import('./locales/en/messages.ts'),
  km: () => import('./locales/km/messages.ts'),
});
