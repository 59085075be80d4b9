import { linguiConfig } from '@shop/i18n/lingui-config.ts';

// The wordings of the API's error codes load on demand (src/errors/api-error-message.ts), with their own catalogue.
export default linguiConfig(import.meta.dirname, { onDemandFolders: ['src/error-wordings'] });
