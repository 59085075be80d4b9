// The content module: settings, languages, admin-changed UI strings, enumerations, files and the attachment library.
import type { FastifyPluginAsync } from 'fastify';
import { contentServices } from './content-services.ts';
import { contentEntities } from './entities.ts';
import backendAttachmentRoutes from './routes/backend-attachment.ts';
import backendConfigurationRoutes from './routes/backend-configuration.ts';
import backendLanguageRoutes from './routes/backend-language.ts';
import backendTranslationRoutes from './routes/backend-translation.ts';
import enumTypeRoutes from './routes/enum-type.ts';
import filesRoutes from './routes/files.ts';
import frontendAttachmentRoutes from './routes/frontend-attachment.ts';
import frontendContentRoutes from './routes/frontend-content.ts';
import { openFileStorage } from './storage/open-storage.ts';

export { contentEntities };

const contentModule: FastifyPluginAsync = async (app) => {
  const storage = openFileStorage(app.config);
  app.addHook('onClose', async () => storage.close?.());
  const services = contentServices(app.orm, app.config, storage);
  await app.register(frontendContentRoutes, { services });
  await app.register(enumTypeRoutes);
  await app.register(filesRoutes, { services });
  await app.register(backendAttachmentRoutes, { services });
  await app.register(frontendAttachmentRoutes, { services });
  await app.register(backendLanguageRoutes);
  await app.register(backendConfigurationRoutes, { services });
  await app.register(backendTranslationRoutes, { services });
};

export default contentModule;
