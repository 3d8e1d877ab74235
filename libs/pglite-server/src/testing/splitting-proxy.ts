import { createServer, connect, type AddressInfo, type Server } from 'node:net';

/**
 * A loopback TCP proxy that passes each client write on in 7-byte pieces, one per event-loop
 * turn: a busy machine's network, where a batch of messages reaches the server in parts.
 */
export function startSplittingProxy(targetPort: number): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    let forwarding = Promise.resolve();
    client.on('data', (data) => {
      forwarding = forwarding.then(async () => {
        for (let at = 0; at < data.length; at += 7) {
          upstream.write(data.subarray(at, at + 7));
          await new Promise((next) => setImmediate(next));
        }
      });
    });
    upstream.on('data', (data) => client.write(data));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}
