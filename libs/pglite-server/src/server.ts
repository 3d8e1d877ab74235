import { createServer, type AddressInfo, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { ClientConnection } from './client-connection';
import { SessionLock } from './session-lock';

export interface PgliteServer {
  port: number;
  /** Stops listening and drops every client; the caller closes the database after. */
  close(): Promise<void>;
}

/**
 * Serves one PGlite database to many PostgreSQL clients (a pool per service). PGlite has a single
 * session, so each client's batch or transaction runs whole before the next client's message
 * (see SessionLock); PGlite's own socket server interleaved them message by message.
 */
export function servePglite(
  db: PGlite,
  options: { host?: string; port?: number } = {},
): Promise<PgliteServer> {
  const lock = new SessionLock<ClientConnection>();
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    new ClientConnection(socket, db, lock);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
