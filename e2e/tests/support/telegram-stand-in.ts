// A stand-in for Telegram's Mini App script (telegram.org/js/telegram-web-app.js), served by the spec in its place
// (page.route): like the real script it reads the launch parameters Telegram puts in the address's hash
// (tgWebAppData, tgWebAppThemeParams) and defines Telegram.WebApp with its main and back buttons. Telegram draws those
// buttons outside the page; here they are drawn as page elements (data-testid telegram-main-button and
// telegram-back-button) so the spec can read and press them as a shopper would.
import { createHmac } from 'node:crypto';

/** initData as a Telegram client hands it to a Mini App, signed with the bot's token as core.telegram.org documents. */
export function signedInitData(
  user: Record<string, unknown>,
  botToken: string,
  authDate = Math.floor(Date.now() / 1000),
) {
  const fields: Record<string, string> = {
    query_id: 'AAE2e2e2AAAAAE2e2e2e2e2e',
    user: JSON.stringify(user),
    auth_date: String(authDate),
    chat_type: 'sender',
    chat_instance: '-1234567890123456789',
  };
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** The hash Telegram opens a Mini App with. */
export function launchHash(initData: string, theme: Record<string, string>): string {
  return `#${new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(theme),
  }).toString()}`;
}

export const TELEGRAM_SCRIPT_URL = 'https://telegram.org/js/telegram-web-app.js';

/** The stand-in script's source. */
export const telegramStandInScript = `(() => {
  const launch = new URLSearchParams(location.hash.slice(1));
  let stored = {};
  try { stored = JSON.parse(sessionStorage.getItem('__telegram__initParams') || '{}'); } catch {}
  const param = (name) => launch.get(name) ?? stored[name] ?? '';
  sessionStorage.setItem('__telegram__initParams', JSON.stringify({ tgWebAppData: param('tgWebAppData'), tgWebAppThemeParams: param('tgWebAppThemeParams') }));
  const initData = param('tgWebAppData');
  const unsafe = {};
  for (const [key, value] of new URLSearchParams(initData)) unsafe[key] = key === 'user' ? JSON.parse(value) : value;
  const themeParams = JSON.parse(param('tgWebAppThemeParams') || '{}');
  const calls = [];
  function bottomButton(testId, label) {
    const element = document.createElement('button');
    element.dataset.testid = testId;
    element.setAttribute('aria-label', label);
    element.style.cssText = testId === 'telegram-back-button'
      ? 'position:fixed;top:0;left:0;z-index:100000;display:none;'
      : 'position:fixed;bottom:0;left:0;right:0;z-index:100000;display:none;padding:12px;';
    const handlers = new Set();
    element.addEventListener('click', () => { if (!element.disabled) handlers.forEach((handler) => handler()); });
    const button = {
      text: '', isVisible: false, isActive: true, isProgressVisible: false,
      setParams(params) {
        if ('text' in params) button.text = params.text;
        if ('is_active' in params) button.isActive = params.is_active;
        if ('is_visible' in params) button.isVisible = params.is_visible;
        render(); return button;
      },
      setText(text) { return button.setParams({ text }); },
      show() { return button.setParams({ is_visible: true }); },
      hide() { return button.setParams({ is_visible: false }); },
      enable() { return button.setParams({ is_active: true }); },
      disable() { return button.setParams({ is_active: false }); },
      showProgress() { button.isProgressVisible = true; render(); return button; },
      hideProgress() { button.isProgressVisible = false; render(); return button; },
      onClick(handler) { handlers.add(handler); return button; },
      offClick(handler) { handlers.delete(handler); return button; },
    };
    function render() {
      element.textContent = testId === 'telegram-back-button' ? 'Back' : button.text;
      element.style.display = button.isVisible ? 'block' : 'none';
      element.disabled = !button.isActive || button.isProgressVisible;
      element.dataset.progress = String(button.isProgressVisible);
    }
    const attach = () => document.body.append(element);
    if (document.body) attach(); else addEventListener('DOMContentLoaded', attach);
    return button;
  }
  const WebApp = {
    initData,
    initDataUnsafe: unsafe,
    version: param('tgWebAppVersion') || '8.0',
    platform: 'android',
    colorScheme: 'light',
    themeParams,
    MainButton: bottomButton('telegram-main-button', 'Telegram main button'),
    BackButton: bottomButton('telegram-back-button', 'Telegram back button'),
    ready() { calls.push('ready'); },
    expand() { calls.push('expand'); },
    isVersionAtLeast: () => true,
    onEvent() {},
    offEvent() {},
    openLink(url) { calls.push('openLink ' + url); },
  };
  window.Telegram = { WebApp };
  window.__telegramStandIn = { calls };
})();`;
