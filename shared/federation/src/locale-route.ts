import { redirect, type LoaderFunctionArgs } from 'react-router';
import { activateRouteLocale, defaultRouteLocale, isRouteLocale, toLinguiLocale } from '@shop/i18n';

/**
 * Where an address without a valid locale goes: `/km/...` (the language code) becomes `/kh/...`, another
 * two-letter segment is replaced by `en`, and an address without a locale gets `/en` in front.
 */
export function localeRedirectPath(url: URL): string {
  const [, first = '', ...rest] = url.pathname.split('/');
  const looksLikeLocale = first === 'km' || /^[a-z]{2}$/i.test(first);
  const locale = first === 'km' ? 'kh' : defaultRouteLocale;
  const path = ['', locale, ...(looksLikeLocale ? rest : [first, ...rest])].join('/').replace(/\/+$/, '');
  return `${path}${url.search}${url.hash}`;
}

/**
 * Loader of the `/:locale` route: redirects unknown locales, activates the Lingui locale (`kh` -> `km`) once the
 * catalogues of that language are loaded (a page downloads its own language only: the other one's arrive when the
 * visitor switches) and sets `<html lang>` before anything of the page renders.
 */
export async function localeLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const { locale } = params;
  if (!isRouteLocale(locale)) throw redirect(localeRedirectPath(new URL(request.url)));
  await activateRouteLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = toLinguiLocale(locale);
  return null;
}

/** The same path in another locale: `/en/cart?x=1` -> `/kh/cart?x=1`. */
export function switchLocalePath(pathname: string, search: string, locale: string): string {
  const [, , ...rest] = pathname.split('/');
  return `/${[locale, ...rest].join('/')}${search}`;
}
