import { renderStandalone } from '@shop/federation';
import * as routes from './app/routes.tsx';

renderStandalone({ name: 'mfe_admin_stock', routes });
