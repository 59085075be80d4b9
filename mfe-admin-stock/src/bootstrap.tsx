// The standalone host is for development only: by its own path, so no shell or remote build carries it.
import { renderStandalone } from '@shop/federation/standalone-host.tsx';
import * as routes from './app/routes.tsx';

renderStandalone({ name: 'mfe_admin_stock', routes });
