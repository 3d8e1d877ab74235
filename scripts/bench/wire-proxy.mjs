// A TCP proxy in front of the gateway that counts every byte the browser receives (page, Pyodide
// worker, service worker, headers) and sees every request line, so bench figures are wire figures.
import net from 'node:net';

/** @param {number} gatewayPort */
export async function startWireProxy(gatewayPort) {
  const counter = { bytes: 0, requests: /** @type {{ method: string, path: string }[]} */ ([]) };
  const server = net.createServer((client) => {
    const upstream = net.connect(gatewayPort, '127.0.0.1');
    client.on('data', (chunk) => {
      const line = /^(GET|HEAD|POST|PUT|DELETE) (\S+) HTTP/.exec(chunk.toString('latin1', 0, 2048));
      if (line) counter.requests.push({ method: line[1], path: line[2] });
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      counter.bytes += chunk.length;
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${server.address().port}`,
    counter,
    reset() {
      counter.bytes = 0;
      counter.requests.length = 0;
    },
    close: () => server.close(),
  };
}
