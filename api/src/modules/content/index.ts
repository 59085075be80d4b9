// The content module: settings, languages, admin-changed UI strings, enumerations, files and the attachment library.
import type { FastifyPluginAsync } from 'fastify';
import { AttachmentService } from './attachment.service.ts';
import { contentEntities } from './entities.ts';
import { FileLinks } from './file-links.ts';
import { FileService } from './file.service.ts';
import backendAttachmentRoutes from './routes/backend-attachment.ts';
import backendConfigurationRoutes from './routes/backend-configuration.ts';
import backendLanguageRoutes from './routes/backend-language.ts';
import backendTranslationRoutes from './routes/backend-translation.ts';
import enumTypeRoutes from './routes/enum-type.ts';
import filesRoutes from './routes/files.ts';
import frontendAttachmentRoutes from './routes/frontend-attachment.ts';
import frontendContentRoutes from './routes/frontend-content.ts';
import { openFileStorage } from './storage/open-storage.ts';
import { TranslationService } from './translation.service.ts';
import { UiMessages } from './ui-messages.ts';
import { repoRoot } from '../../config.ts';

export { contentEntities };

const contentModule: FastifyPluginAsync = async (app) => {
  const links = new FileLinks(app.config.jwt.secret);
  const storage = openFileStorage(app.config);
  app.addHook('onClose', async () => storage.close?.());
  const files = new FileService(storage, links);
  const attachments = new AttachmentService(app.orm, files);
  await app.register(frontendContentRoutes);
  await app.register(enumTypeRoutes);
  await app.register(filesRoutes, { files, attachments, links });
  await app.register(backendAttachmentRoutes, { attachments });
  await app.register(frontendAttachmentRoutes, { attachments });
  await app.register(backendLanguageRoutes);
  await app.register(backendConfigurationRoutes);
  await app.register(backendTranslationRoutes, {
    translations: new TranslationService(app.orm, new UiMessages(repoRoot)),
  });
};

export default contentModule;
