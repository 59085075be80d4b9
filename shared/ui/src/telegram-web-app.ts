// The part of Telegram's Mini App script (telegram.org/js/telegram-web-app.js, `window.Telegram.WebApp`) the shop
// uses, typed here once for the shell's integration (shell/src/telegram) and the pages' main button.

export interface TelegramBottomButton {
  setParams(params: {
    text?: string;
    is_active?: boolean;
    is_visible?: boolean;
    color?: string;
    text_color?: string;
  }): unknown;
  show(): unknown;
  hide(): unknown;
  showProgress(leaveActive?: boolean): unknown;
  hideProgress(): unknown;
  onClick(handler: () => void): unknown;
  offClick(handler: () => void): unknown;
}

export interface TelegramThemeParams {
  bg_color?: string;
  text_color?: string;
  hint_color?: string;
  link_color?: string;
  button_color?: string;
  button_text_color?: string;
  secondary_bg_color?: string;
  header_bg_color?: string;
  accent_text_color?: string;
  section_bg_color?: string;
  destructive_text_color?: string;
}

export interface TelegramWebApp {
  initData: string;
  initDataUnsafe: { user?: { id: number; allows_write_to_pm?: boolean; language_code?: string } };
  version: string;
  colorScheme: 'light' | 'dark';
  themeParams: TelegramThemeParams;
  MainButton: TelegramBottomButton;
  BackButton: {
    show(): unknown;
    hide(): unknown;
    onClick(handler: () => void): unknown;
    offClick(handler: () => void): unknown;
  };
  ready(): void;
  expand(): void;
  isVersionAtLeast(version: string): boolean;
  onEvent(event: 'themeChanged', handler: () => void): void;
  requestWriteAccess?(callback: (granted: boolean) => void): void;
  openLink?(url: string): void;
}

/** Set on <html> by the shell once the page runs as a Mini App and Telegram's script is in (shell/src/telegram). */
export const MINI_APP_ATTRIBUTE = 'data-telegram-mini-app';
/** Dispatched on window at that moment, for pages drawn before it. */
export const MINI_APP_READY_EVENT = 'shop:telegram-mini-app';

/** Telegram's WebApp when the page runs as the shop's Mini App; undefined in a browser. */
export function miniApp(): TelegramWebApp | undefined {
  if (typeof document === 'undefined' || !document.documentElement.hasAttribute(MINI_APP_ATTRIBUTE)) return undefined;
  return (window as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp;
}
