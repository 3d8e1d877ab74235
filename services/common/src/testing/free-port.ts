import net from 'node:net';

/**
 * Ports below Linux's ephemeral range (32768–60999). A port the OS hands out for `listen(0)` comes
 * from that range, which outgoing connections (to PostgreSQL, Redis, the services) also use: one of
 * them took such a port between the check and a service's listen (EADDRINUSE, once in five CI runs).
 */
const LOWEST = 20_000;
const HIGHEST = 32_000;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port nobody listens on right now (a service's port chosen ahead, or "server is down" cases). */
export async function freePortForTest(): Promise<number> {
  for (let tries = 0; tries < 100; tries += 1) {
    // At random, so parallel test files rarely pick the same one.
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free loopback port between ${LOWEST} and ${HIGHEST}`);
}
