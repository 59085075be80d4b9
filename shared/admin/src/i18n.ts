import { loadCatalogs } from '@shop/i18n';
import { messages as en } from './locales/en/messages.ts';
import { messages as km } from './locales/km/messages.ts';

loadCatalogs({ en, km });
