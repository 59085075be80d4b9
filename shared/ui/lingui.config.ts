import { linguiConfig } from '@shop/i18n/lingui-config.ts';

// The wordings of the API's error codes load on demand (src/errors/api-error-message.ts), with their own catalogue;
// so does the invoice document (documents-on-demand.tsx), which only the invoice pages draw.
export default linguiConfig(import.meta.dirname, { onDemandFolders: ['src/error-wordings', 'src/invoice'] });
