// Real-time notifications over socket.io, attached to the API's own HTTP server (one address, and
// @fastify/websocket would answer 404 to socket.io's upgrade). The handshake is authenticated with the
// same bearer token as the REST API, and the `user-id` header the client sends must be that token's user.
// Each user joins the room `user:{id}`; the server emits `notification:{id}` with `{ count }`.
// With REDIS_URL set, several API processes share their events through the socket.io Redis adapter.
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { AuthMessage } from '@shop/contracts';
import type { TokenPayload } from './auth.ts';

export interface RealtimeOptions {
  /** Shares events between API processes when set. */
  redisUrl: string | undefined;
  corsOrigin: true | string[];
  /** The active user for a token's subject and version, or null when the token no longer counts. */
  findActiveUser(id: number, tokenVersion: number): Promise<{ id: number } | null>;
}

/** How many new notifications a user has now (the notifications module provides it). */
export type NotificationCounter = (userId: number) => Promise<number>;

export interface Realtime {
  /** Tells every open connection of a user how many new notifications they have. */
  notifyCount(userId: number, count: number): void;
  /**
   * Sets where a newly connected socket's first count comes from. Events are only sent on changes, so
   * without this a client would show 0 until the next change, and would miss changes made while it
   * was reconnecting.
   */
  useNotificationCounter(counter: NotificationCounter): void;
  /** Sockets open on this process (for the metrics). */
  openSockets(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const userRoom = (userId: number): string => `user:${userId}`;
export const notificationEvent = (userId: number): string => `notification:${userId}`;

/** The bearer token of a handshake: `auth.token` from socket.io clients, or the Authorization header. */
function handshakeToken(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const header = socket.handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

export default fp<RealtimeOptions>(
  async (app, options) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      cors: { origin: options.corsOrigin, allowedHeaders: ['authorization', 'user-id'] },
    });

    const redisClients: ReturnType<typeof createClient>[] = [];
    if (options.redisUrl) {
      const publisher = createClient({ url: options.redisUrl });
      const subscriber = publisher.duplicate();
      for (const client of [publisher, subscriber]) {
        client.on('error', (error: unknown) => app.log.error({ err: error }, 'redis connection error'));
      }
      await Promise.all([publisher.connect(), subscriber.connect()]);
      redisClients.push(publisher, subscriber);
      io.adapter(createAdapter(publisher, subscriber));
    }

    let countNotifications: NotificationCounter | undefined;

    io.use((socket, next) => {
      const token = handshakeToken(socket);
      if (!token) return next(new Error('Sign in first: this needs a bearer token'));
      let payload: TokenPayload;
      try {
        payload = app.jwt.verify<TokenPayload>(token);
      } catch {
        return next(new Error(AuthMessage.invalidToken));
      }
      const id = Number(payload.sub);
      if (String(socket.handshake.headers['user-id'] ?? '') !== String(id)) {
        return next(new Error('The user-id header does not match the signed-in user'));
      }
      options
        .findActiveUser(id, payload.ver)
        .then((user) => {
          if (!user) return next(new Error(AuthMessage.invalidToken));
          socket.data.userId = user.id;
          void socket.join(userRoom(user.id));
          next();
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'socket handshake failed');
          next(new Error('Internal server error'));
        });
    });

    io.on('connection', (socket) => {
      const userId = socket.data.userId as number;
      if (!countNotifications) return;
      countNotifications(userId)
        .then((count) => socket.emit(notificationEvent(userId), { count }))
        .catch((error: unknown) => app.log.error({ err: error }, 'could not count notifications for a new socket'));
    });

    app.decorate('realtime', {
      notifyCount(userId, count) {
        io.to(userRoom(userId)).emit(notificationEvent(userId), { count });
      },
      useNotificationCounter(counter) {
        countNotifications = counter;
      },
      openSockets: () => io.engine.clientsCount,
    } satisfies Realtime);

    // Before Fastify closes the HTTP server: drop this process's connections, or open long-polling
    // requests would keep the server from closing. (io.close() would close the HTTP server itself,
    // which Fastify owns.)
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
