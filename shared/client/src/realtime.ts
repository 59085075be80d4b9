import type { Socket } from 'socket.io-client';
import { onLogout, useSessionStore } from './session-store.ts';

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

/** Tells every open page listening of a notification event: the socket does (realtime-socket.ts), as its events come. */
export function notifyListeners(count: number): void {
  for (const listener of [...notificationListeners]) listener(count);
}

function disconnect(): void {
  socket?.disconnect();
  socket = undefined;
  socketUserId = undefined;
}

async function connect(userId: number, options: RealtimeOptions): Promise<void> {
  socketUserId = userId;
  // Loaded only for signed-in users: anonymous shoppers never download the socket client, nor this code that opens it.
  const { openSocket } = await import('./realtime-socket.ts');
  if (socketUserId !== userId || socket) return;
  socket = openSocket(userId, options, notifyListeners);
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
