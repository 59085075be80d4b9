import { http } from '@shop/client';
import { routeLocaleOrDefault } from '@shop/i18n';

const VISIT_DAY_KEY = 'visit-day';

/**
 * Tells the API about this browser's first storefront page of the day (POST /api/frontend/visit), for the
 * back-office's visitor count. Only the path, the referrer (the API keeps its host) and the language are sent;
 * the API keeps nothing personal. Back-office pages are not visits. Never in the way: failures are ignored.
 */
export function recordVisit(): void {
  const path = window.location.pathname;
  const locale = routeLocaleOrDefault(path.split('/')[1]);
  if (path.split('/')[2] === 'admin') return;
  const today = new Date().toDateString();
  try {
    if (localStorage.getItem(VISIT_DAY_KEY) === today) return;
    localStorage.setItem(VISIT_DAY_KEY, today);
  } catch {
    return; // storage refused (private mode): better to miss a visit than to count every page
  }
  try {
    void http
      .post('/api/frontend/visit', {
        json: { path, locale, ...(document.referrer ? { referrer: document.referrer } : {}) },
      })
      .catch(() => undefined);
  } catch {
    // an unusable API address: the page matters more than the count
  }
}
