import { useEffect, useRef } from 'react';
import type { TelegramLoginData } from '@shop/contracts';

/** The bot behind the Telegram login button (build-time `TELEGRAM_BOT_NAME`); no bot, no button. */
export function telegramBotName(): string | undefined {
  return process.env.TELEGRAM_BOT_NAME || undefined;
}

const WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';
let nextCallback = 0;

export interface TelegramLoginButtonProps {
  botName: string;
  /** Called with the widget's signed data; hand it to the API unchanged (it checks the hash). */
  onAuth: (data: TelegramLoginData) => void;
  size?: 'large' | 'medium' | 'small';
}

/**
 * Telegram's Login Widget: Telegram's own script draws the button in an iframe and, once the person
 * confirms in Telegram, calls a global function with the signed data. Each button gets its own function.
 */
export function TelegramLoginButton({ botName, onAuth, size = 'large' }: TelegramLoginButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onAuth);
  useEffect(() => {
    latest.current = onAuth;
  }, [onAuth]);

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    nextCallback += 1;
    const callback = `__shopTelegramAuth${nextCallback}`;
    const globals = window as unknown as Record<string, unknown>;
    globals[callback] = (data: TelegramLoginData) => latest.current(data);
    const script = document.createElement('script');
    script.async = true;
    script.src = WIDGET_SRC;
    script.dataset.telegramLogin = botName;
    script.dataset.size = size;
    script.dataset.radius = '6';
    script.dataset.requestAccess = 'write';
    script.dataset.onauth = `${callback}(user)`;
    host.replaceChildren(script);
    return () => {
      host.replaceChildren();
      delete globals[callback];
    };
  }, [botName, size]);

  return <div ref={container} data-testid="telegram-login" />;
}
