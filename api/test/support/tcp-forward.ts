// Makes a service that listens on the host's loopback (the tests' PostgreSQL) reachable from the cluster's
// namespaces: a plain TCP relay on the host's bridge address. Test plumbing only; the shop never relays.
import { connect, createServer } from 'node:net';

export async function forwardTcp(
  listenHost: string,
  target: { host: string; port: number },
): Promise<{ port: number; close: () => Promise<void> }> {
  const open = new Set<{ destroy: () => void }>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    const upstream = connect(target.port, target.host);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, listenHost, () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}
