// A small static server on 127.0.0.1: the harness bundle at /, the art at /assets, levels at /courses.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.tsj': 'application/json',
  '.png': 'image/png',
  '.wav': 'audio/wav',
};

export const CONTENT_DIR = path.resolve(__dirname, '../../../../libs/content');

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export function startStaticServer(mounts: Record<string, string>): Promise<RunningServer> {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const prefix = prefixes.find((p) => urlPath === p || urlPath.startsWith(p.endsWith('/') ? p : `${p}/`));
    if (!prefix || urlPath.includes('..')) {
      res.writeHead(404).end();
      return;
    }
    let file = path.join(mounts[prefix], urlPath.slice(prefix.length));
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
