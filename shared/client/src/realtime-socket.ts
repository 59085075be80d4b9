import { io, type Socket } from 'socket.io-client';
import type { RealtimeOptions } from './realtime.ts';
import { useSessionStore } from './session-store.ts';
import { getToken } from './token.ts';

/**
 * Opens the signed-in user's socket and feeds the notification count into the session store, telling open pages
 * (`notify`) of each change. A chunk of its own (realtime.ts imports it for signed-in users only), with the socket client.
 */
export function openSocket(userId: number, options: RealtimeOptions, notify: (count: number) => void): Socket {
  const token = getToken();
  // Product spec §4 / §9: polling then websocket upgrade, a user-id header, unlimited reconnection
  // with a delay from 1 s capped at 5 s and randomisation 0.5, a 20 s connection timeout.
  const opts = {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    extraHeaders: { 'user-id': String(userId), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    auth: token ? { token } : {},
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20_000,
  };
  const socket = options.url ? io(options.url, opts) : io(opts);
  // The server reports the count on connecting. That first report refreshes open pages only when the count differs
  // from the one the page knew: something happened while the socket connected (an order placed meanwhile was
  // notified before this socket joined), and pages drawn from older data must refetch. Every later report (a new
  // notification, some marked seen, or a reconnection after events may have been missed) refreshes open pages.
  let firstReport = true;
  socket.on(`notification:${userId}`, (payload: { count?: number }) => {
    if (typeof payload?.count !== 'number') return;
    const known = useSessionStore.getState().notificationCount;
    useSessionStore.getState().setNotificationCount(payload.count);
    if (firstReport) {
      firstReport = false;
      if (payload.count === known) return;
    }
    notify(payload.count);
  });
  return socket;
}
