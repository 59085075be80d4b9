// The content module's services, made once and shared by its route files.
import { repoRoot, type Config } from '../../config.ts';
import type { Orm } from '../../db/orm.ts';
import { AttachmentService } from './attachment.service.ts';
import { ConfigurationService } from './configuration.service.ts';
import { ContentService } from './content.service.ts';
import { FileLinks } from './file-links.ts';
import { FileService } from './file.service.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { TranslationService } from './translation.service.ts';
import { UiMessages } from './ui-messages.ts';

export interface ContentServices {
  content: ContentService;
  /** Signed links to the files that are not public. */
  links: FileLinks;
  files: FileService;
  attachments: AttachmentService;
  translations: TranslationService;
  settings: ConfigurationService;
}

export function contentServices(orm: Orm, config: Config, storage: FileStorage): ContentServices {
  const links = new FileLinks(config.jwt.secret);
  const files = new FileService(orm, storage, links);
  return {
    content: new ContentService(orm, { googleClientId: config.oidc.clientId }),
    links,
    files,
    attachments: new AttachmentService(orm, files),
    translations: new TranslationService(orm, new UiMessages(repoRoot)),
    settings: new ConfigurationService(orm),
  };
}
