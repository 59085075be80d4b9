// The storefront as a Telegram Mini App (issue 39 §3), loaded only when the page was opened inside Telegram
// (./launch.ts decides, in a few bytes of the first load). It loads Telegram's own script, signs the shopper in
// silently from initData (the API checks it: TELEGRAM_MINI_APP), follows Telegram's theme colours, and drives
// Telegram's back button; the pages put their main action on Telegram's main button (@shop/ui/telegram-main-button).
// Telegram's script (telegram.org/js/telegram-web-app.js) is used directly rather than an SDK: see the README's
// "Where we kept our own code".
import type { DataRouter } from 'react-router';
import type { LoginResult } from '@shop/contracts';
import { http, signInWithToken, useSessionStore, dataOf } from '@shop/client';
import { routeLocaleOrDefault } from '@shop/i18n';
import {
  MINI_APP_ATTRIBUTE,
  MINI_APP_READY_EVENT,
  type TelegramThemeParams,
  type TelegramWebApp,
} from '@shop/ui/telegram-web-app.ts';

const TELEGRAM_SCRIPT = 'https://telegram.org/js/telegram-web-app.js';
/** Asked once per browser: a shopper who said no to the bot's messages is not asked on every visit. */
const WRITE_ACCESS_ASKED = 'shop:telegram-write-access-asked';

type TelegramWindow = Window & { Telegram?: { WebApp?: TelegramWebApp } };

function loadTelegramScript(): Promise<TelegramWebApp> {
  const present = (window as TelegramWindow).Telegram?.WebApp;
  if (present) return Promise.resolve(present);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TELEGRAM_SCRIPT;
    script.async = true;
    script.onload = () => {
      const webApp = (window as TelegramWindow).Telegram?.WebApp;
      if (webApp) resolve(webApp);
      else reject(new Error('telegram-web-app.js defined no Telegram.WebApp'));
    };
    script.onerror = () => reject(new Error('telegram-web-app.js did not load'));
    document.head.append(script);
  });
}

/**
 * Telegram's colours as Mantine's: page, text, dimmed text, links and the brand (filled buttons) follow the chat's
 * theme. One style element, replaced when Telegram's theme changes; its selector outranks Mantine's :root rules.
 */
export function themeCss(theme: TelegramThemeParams): string {
  const pairs: [string, string | undefined][] = [
    ['--mantine-color-body', theme.bg_color],
    ['--mantine-color-text', theme.text_color],
    ['--mantine-color-dimmed', theme.hint_color],
    ['--mantine-color-anchor', theme.link_color],
    ['--mantine-color-default', theme.secondary_bg_color],
    ['--mantine-color-default-hover', theme.secondary_bg_color],
    ['--mantine-color-default-color', theme.text_color],
    ['--mantine-color-brand-filled', theme.button_color],
    ['--mantine-color-brand-filled-hover', theme.button_color],
    ['--mantine-primary-color-filled', theme.button_color],
    ['--mantine-primary-color-filled-hover', theme.button_color],
    ['--mantine-primary-color-contrast', theme.button_text_color],
    ['--mantine-color-brand-text', theme.accent_text_color ?? theme.link_color],
    ['--mantine-color-error', theme.destructive_text_color],
  ];
  const colour = /^#[0-9a-f]{3,8}$/i;
  const declarations = pairs
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string' && colour.test(pair[1]))
    .map(([name, value]) => `${name}:${value}`);
  return `:root[${MINI_APP_ATTRIBUTE}],:root[${MINI_APP_ATTRIBUTE}] body{${declarations.join(';')}}`;
}

function followTheme(webApp: TelegramWebApp): void {
  const style = document.createElement('style');
  style.dataset.telegramTheme = '';
  const apply = () => {
    style.textContent = themeCss(webApp.themeParams);
    document.documentElement.setAttribute(
      'data-mantine-color-scheme',
      webApp.colorScheme === 'dark' ? 'dark' : 'light',
    );
  };
  apply();
  document.head.append(style);
  webApp.onEvent('themeChanged', apply);
}

/** Telegram's back button goes back in the shop's history; shown whenever there is a page to go back to. */
function followNavigation(webApp: TelegramWebApp, router: DataRouter): void {
  const back = webApp.BackButton;
  back.onClick(() => void router.navigate(-1));
  const update = () => {
    // React Router numbers the entries of its history; 0 is where the Mini App opened.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) back.show();
    else back.hide();
  };
  update();
  router.subscribe(update);
}

/** The Mini App's signed data: from Telegram's script, or from the address it opened with (kept by ./launch.ts). */
function signedInitData(webApp: TelegramWebApp, launchHash: string): string {
  if (webApp.initData) return webApp.initData;
  return new URLSearchParams(launchHash.replace(/^#/, '')).get('tgWebAppData') ?? '';
}

async function signInSilently(webApp: TelegramWebApp, initData: string): Promise<void> {
  if (!initData || useSessionStore.getState().user) return;
  const locale = routeLocaleOrDefault(window.location.pathname.split('/')[1]);
  const data = await dataOf<LoginResult>(
    http.post('/auth/oauth2/login/TELEGRAM_MINI_APP', { json: { initData, locale } }),
  );
  await signInWithToken(data.token);
  // Order news by the bot needs the shopper's leave; Telegram asks them (once) when initData says it was not given.
  const user = webApp.initDataUnsafe.user;
  if (user && !user.allows_write_to_pm && webApp.requestWriteAccess && !localStorage.getItem(WRITE_ACCESS_ASKED)) {
    localStorage.setItem(WRITE_ACCESS_ASKED, '1');
    webApp.requestWriteAccess((granted) => {
      if (granted)
        void http.put('/auth/oauth2/telegram/messages', { json: { allowed: true, locale } }).catch(() => undefined);
    });
  }
}

export async function startMiniApp(router: DataRouter, launchHash: string): Promise<void> {
  const webApp = await loadTelegramScript();
  document.documentElement.setAttribute(MINI_APP_ATTRIBUTE, '');
  webApp.ready();
  webApp.expand();
  followTheme(webApp);
  followNavigation(webApp, router);
  window.dispatchEvent(new Event(MINI_APP_READY_EVENT));
  await signInSilently(webApp, signedInitData(webApp, launchHash));
}
