// Whether the page was opened inside Telegram as a Mini App: Telegram puts tgWebAppData in the address's hash (and
// its script defines Telegram.WebApp). Kept tiny, as it is part of every first load; the integration itself loads
// only when this says yes (./mini-app.ts).
import type { DataRouter } from 'react-router';

export function startMiniAppIfInTelegram(router: DataRouter, launchHash: string): void {
  if (launchHash.includes('tgWebAppData') || (window as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp)
    void import('./mini-app.ts').then(({ startMiniApp }) => startMiniApp(router, launchHash)).catch(console.error);
}
