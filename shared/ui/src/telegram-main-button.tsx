// A page's main action on Telegram's main button (the bar under a Mini App): "Add to cart" on a part page, "Go to
// checkout" in the cart, "Place order" at checkout. In a browser it does nothing and costs a few bytes: the pages keep
// their own buttons either way. Imported by path (`@shop/ui/telegram-main-button.tsx`), so it stays out of the
// shared @shop/ui bundle and the storefront's first load.
import { useEffect, useRef, useState } from 'react';
import { MINI_APP_READY_EVENT, miniApp } from './telegram-web-app.ts';

export interface TelegramMainButtonProps {
  text: string;
  onClick: () => void;
  /** False greys it out (the page's own button is disabled too). */
  enabled?: boolean;
  /** Shows Telegram's spinner on it while the action runs. */
  loading?: boolean;
}

/** Shows Telegram's main button while the calling component is on screen; hides it when it leaves. */
export function useTelegramMainButton({ text, onClick, enabled = true, loading = false }: TelegramMainButtonProps) {
  const click = useRef(onClick);
  click.current = onClick;
  const [webApp, setWebApp] = useState(miniApp);
  useEffect(() => {
    if (webApp) return;
    const ready = () => setWebApp(miniApp());
    window.addEventListener(MINI_APP_READY_EVENT, ready);
    return () => window.removeEventListener(MINI_APP_READY_EVENT, ready);
  }, [webApp]);
  const button = webApp?.MainButton;
  useEffect(() => {
    if (!button) return;
    const handler = () => click.current();
    button.onClick(handler);
    return () => {
      button.offClick(handler);
      button.hide();
    };
  }, [button]);
  useEffect(() => {
    if (!button) return;
    button.setParams({ text, is_active: enabled, is_visible: true });
    if (loading) button.showProgress(false);
    else button.hideProgress();
  }, [button, text, enabled, loading]);
}

/** The hook as an element, for components that decide what the button does after their early returns. */
export function TelegramMainButton(props: TelegramMainButtonProps): null {
  useTelegramMainButton(props);
  return null;
}
