// @vitest-environment node
// Real socket.io on both ends: the session opens the connection for a signed-in user and sign-out closes it
// (product spec §4). Node environment: socket.io-client then talks to the server without a browser's CORS rules.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onNotification, signOut, startRealtime, useSessionStore } from '../src/index.ts';

const user = {
  id: 42,
  type: 'CUSTOMER' as const,
  name: 'Dara',
  email: 'dara@example.com',
  phone: null,
  cartCount: 0,
  locations: [],
  dealerApproved: false,
  hasPassword: true,
  socialProviders: [],
  supplierId: null,
};

let io: Server;
let url: string;
const connected: Socket[] = [];
const disconnected: string[] = [];

beforeAll(async () => {
  const http = createServer();
  io = new Server(http);
  io.on('connection', (socket) => {
    connected.push(socket);
    socket.on('disconnect', (reason) => disconnected.push(reason));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => io.close(() => resolve())));

describe('real-time connection and the session', () => {
  it('connects with the user-id header once signed in, takes the notification count, and closes on sign-out', async () => {
    useSessionStore.setState({ user: null, loading: false, cartCount: 0, notificationCount: 0 });
    const stop = startRealtime({ url });
    useSessionStore.getState().setUser(user);
    await vi.waitFor(() => expect(connected).toHaveLength(1), { timeout: 5_000 });
    expect(connected[0]!.handshake.headers['user-id']).toBe('42');

    connected[0]!.emit('notification:42', { count: 4 });
    await vi.waitFor(() => expect(useSessionStore.getState().notificationCount).toBe(4));

    await signOut();
    expect(useSessionStore.getState()).toMatchObject({ user: null, notificationCount: 0, cartCount: 0 });
    await vi.waitFor(() => expect(disconnected).toEqual(['client namespace disconnect']), { timeout: 5_000 });
    stop();
  });

  /** Signs the user in with `known` as the count the page knew, and returns the server side of the new socket. */
  async function connectKnowing(known: number): Promise<Socket> {
    useSessionStore.setState({ user: null, loading: false, cartCount: 0, notificationCount: 0 });
    const before = connected.length;
    useSessionStore.setState({ notificationCount: known });
    useSessionStore.getState().setUser(user);
    await vi.waitFor(() => expect(connected).toHaveLength(before + 1), { timeout: 5_000 });
    return connected[before]!;
  }

  it('a first count that differs from the known one reaches open pages (something happened while connecting)', async () => {
    const heard: number[] = [];
    const off = onNotification((count) => heard.push(count));
    const stop = startRealtime({ url });
    const server = await connectKnowing(0);

    server.emit('notification:42', { count: 5 });
    await vi.waitFor(() => expect(heard).toEqual([5]));
    expect(useSessionStore.getState().notificationCount).toBe(5);

    off();
    await signOut();
    stop();
  });

  it('a first count equal to the known one only fills the badge; the next report reaches open pages', async () => {
    const heard: number[] = [];
    const off = onNotification((count) => heard.push(count));
    const stop = startRealtime({ url });
    const server = await connectKnowing(3);

    server.emit('notification:42', { count: 3 });
    server.emit('notification:42', { count: 4 });
    // Events arrive in order: once the second is heard, the first has been handled (and not passed on).
    await vi.waitFor(() => expect(heard).toEqual([4]));
    expect(useSessionStore.getState().notificationCount).toBe(4);

    off();
    await signOut();
    stop();
  });
});
