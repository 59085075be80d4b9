import { loadCatalogs } from '@shop/i18n';
import { messages as en } from '../locales/en/messages.ts';
import { messages as km } from '../locales/km/messages.ts';

// This remote's messages join the one i18n instance of the page when its routes are loaded.
loadCatalogs({ en, km });
