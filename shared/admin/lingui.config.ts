import { linguiConfig } from '@shop/i18n/lingui-config.ts';

export default linguiConfig(import.meta.dirname);
