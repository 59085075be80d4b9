// Writes a page's meta into the shell's index.html: the template's own title, description, language and Open
// Graph tags are replaced, and the canonical address, the language alternates and JSON-LD are added.
import { escapeHtml, escapeJsonForScript } from '../../lib/html.ts';
import { ROUTE_LOCALES, type PageMeta, type RouteLocale } from './page-meta.ts';

const HTML_LANG: Record<RouteLocale, string> = { en: 'en', kh: 'km' };
const HREFLANG: Record<RouteLocale, string> = { en: 'en', kh: 'km' };
const OG_LOCALE: Record<RouteLocale, string> = { en: 'en_US', kh: 'km_KH' };
/** The web app manifest in the page's language (names, start page); the template links the English one. */
const WEB_APP_MANIFEST: Record<RouteLocale, string> = { en: '/manifest.webmanifest', kh: '/manifest-kh.webmanifest' };

/** The template's tags that a page replaces with its own. */
const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[^>]*>\s*/i,
  /<meta\s+property="og:(?:type|title|description|image|image:width|image:height|locale|locale:alternate|url)"[^>]*>\s*/gi,
];

export function headTags(meta: PageMeta, origin: string): string {
  const url = origin + meta.path;
  const others = ROUTE_LOCALES.filter((locale) => locale !== meta.locale);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...ROUTE_LOCALES.map(
      (locale) =>
        `<link rel="alternate" hreflang="${HREFLANG[locale]}" href="${escapeHtml(`${origin}/${locale}${meta.pathAfterLocale}`)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}/en${meta.pathAfterLocale}`)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(meta.image ?? `${origin}/og-image.png`)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[meta.locale]}" />`,
    ...others.map((locale) => `<meta property="og:locale:alternate" content="${OG_LOCALE[locale]}" />`),
    ...(meta.structuredData
      ? [`<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(meta.structuredData))}</script>`]
      : []),
  ];
  return tags.join('\n    ');
}

/** index.html with the page's meta in its head (and its language on <html>). */
export function withPageMeta(template: string, meta: PageMeta, origin: string): string {
  let html = template;
  for (const tag of REPLACED_TAGS) html = html.replace(tag, '');
  html = html.replace(/<html([^>]*)\slang="[^"]*"/i, `<html$1 lang="${HTML_LANG[meta.locale]}"`);
  html = html.replace(/(<link\s+rel="manifest"\s+href=")[^"]*"/i, `$1${WEB_APP_MANIFEST[meta.locale]}"`);
  return html.replace(/<\/head>/i, `  ${headTags(meta, origin)}\n  </head>`);
}
