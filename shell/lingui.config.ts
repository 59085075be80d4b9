import { linguiConfig } from '@shop/i18n/lingui-config.ts';

// The offline support's words (the banner, the new-version prompt) load with its code, after the first page
// (src/lib/offline/start.ts), with their own catalogue.
export default linguiConfig(import.meta.dirname, { onDemandFolders: ['src/lib/offline'] });
