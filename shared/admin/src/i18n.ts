import { loadCatalogs } from '@shop/i18n';
import { messages as en } from './locales/en/messages.ts';
import { messages as km } from './locales/km/messages.ts';

// Both languages at once, unlike the apps and the shared packages (registerCatalogs): this kit is bundled into the
// back-office remotes and its modules are first evaluated inside their pages' chunks, after the shell has waited for
// the remote's catalogues, so nothing would wait for these. Staff pages only: no storefront page carries them.
loadCatalogs({ en, km });
