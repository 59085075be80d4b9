import type { Socket } from 'socket.io-client';
import { onLogout, useSessionStore } from './session-store.ts';
import { getToken } from './token.ts';

export interface RealtimeOptions {
  /** Origin of the socket.io server; unset means the page's origin (the API serves the shell). */
  url?: string;
}

let socket: Socket | undefined;
let socketUserId: number | undefined;

/** Called when the signed-in user gets a new notification (or marks some seen) while a page is open. */
export type NotificationListener = (count: number) => void;
const notificationListeners = new Set<NotificationListener>();

/**
 * Runs `listener` on each notification event (the socket's first only when it changes the known count): an order,
 * invoice or notification of this user changed (the API notifies the user of each), so open pages showing them
 * refetch. Returns a function that removes the listener.
 */
export function onNotification(listener: NotificationListener): () => void {
  notificationListeners.add(listener);
  return () => notificationListeners.delete(listener);
}

function disconnect(): void {
  socket?.disconnect();
  socket = undefined;
  socketUserId = undefined;
}

async function connect(userId: number, options: RealtimeOptions): Promise<void> {
  socketUserId = userId;
  // Loaded only for signed-in users: anonymous shoppers never download the socket client.
  const { io } = await import('socket.io-client');
  if (socketUserId !== userId || socket) return;
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
  socket = options.url ? io(options.url, opts) : io(opts);
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
    for (const listener of notificationListeners) listener(payload.count);
  });
}

/**
 * Keeps one socket open while a user is signed in (and only then), and feeds the notification count
 * into the session store. Returns a function that stops it. Called once by the shell.
 */
export function startRealtime(options: RealtimeOptions = {}): () => void {
  const sync = (userId: number | undefined) => {
    if (userId === socketUserId) return;
    disconnect();
    if (userId !== undefined) void connect(userId, options);
  };
  sync(useSessionStore.getState().user?.id);
  const unsubscribe = useSessionStore.subscribe((state) => sync(state.user?.id));
  const offLogout = onLogout(disconnect);
  return () => {
    unsubscribe();
    offLogout();
    disconnect();
  };
}
