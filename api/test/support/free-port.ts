import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on or connects from right now, as the system hands it out. Safer than a random number:
 * a random port in the ephemeral range can be held by one of the many client connections the test run keeps open.
 */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
