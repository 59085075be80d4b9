// Whether the page runs inside Telegram as a Mini App: Telegram opens it with tgWebAppData in the address's hash; a
// reload inside Telegram keeps the tab's sessionStorage, not the hash. (Telegram.WebApp is defined only by Telegram's
// script, which ./mini-app.ts loads, so it cannot tell earlier.) Kept tiny, as it is part of every first load; the
// integration itself loads only when this says yes.
import type { DataRouter } from 'react-router';

const LAUNCH_KEY = 'shop:telegram-launch';

export function startMiniAppIfInTelegram(router: DataRouter, hash: string): void {
  let launch = hash.includes('tgWebAppData') ? hash : null;
  try {
    if (launch) sessionStorage.setItem(LAUNCH_KEY, launch);
    else launch = sessionStorage.getItem(LAUNCH_KEY);
  } catch {
    // No storage (a private mode that throws): only the hash tells.
  }
  // A failed import is reported by the browser as an unhandled rejection; the shop works on without the Mini App.
  if (launch) void import('./mini-app.ts').then(({ startMiniApp }) => startMiniApp(router, launch));
}
