import { createResourceApi } from '@shop/admin';
import type { CurrencyBody, CurrencyPatch, CurrencyView } from '@shop/contracts';

/** GET/POST /api/backend/currency, GET/PUT/DELETE /api/backend/currency/:id (admins). */
export const currencyApi = createResourceApi<CurrencyView, CurrencyBody, CurrencyPatch>('currency');
