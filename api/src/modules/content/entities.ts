// Files, settings and admin-changed UI strings.
import { Attachment } from './attachment.entity.ts';
import { Configuration } from './configuration.entity.ts';
import { Language } from './language.entity.ts';
import { StoredFile } from './stored-file.entity.ts';
import { Translation } from './translation.entity.ts';

export const contentEntities = [StoredFile, Configuration, Translation, Language, Attachment];
