// Whether the page runs inside Telegram as a Mini App: Telegram opens it with tgWebAppData in the address's hash (and
// its script defines Telegram.WebApp); a reload inside Telegram keeps the tab's sessionStorage, not the hash. Kept
// tiny, as it is part of every first load; the integration itself loads only when this says yes (./mini-app.ts).
import type { DataRouter } from 'react-router';

const LAUNCH_KEY = 'shop:telegram-launch';

export function startMiniAppIfInTelegram(router: DataRouter, hash: string): void {
  let launch: string | null = null;
  try {
    launch = hash.includes('tgWebAppData') ? hash : sessionStorage.getItem(LAUNCH_KEY);
    if (launch) sessionStorage.setItem(LAUNCH_KEY, launch);
  } catch {
    // No storage (a private mode that throws): only the hash tells.
  }
  if (launch || (window as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp)
    void import('./mini-app.ts').then(({ startMiniApp }) => startMiniApp(router, launch ?? '')).catch(console.error);
}
