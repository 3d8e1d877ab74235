import { execFileSync } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import esbuild from 'esbuild';
import { createGateway } from '../../../services/gateway/src/gateway';

const PACKAGE_DIR = path.resolve(__dirname, '..');

export interface RecordedRequest {
  method: string;
  url: string;
  withCookie: boolean;
}

/**
 * A throw-away site: the real gateway serving a tiny page that loads the runner client, and a
 * fake API on loopback behind it that records every request (and whether a cookie came with it).
 */
export async function startTestSite(options: { runnerDir?: string } = {}) {
  execFileSync(process.execPath, [path.join(PACKAGE_DIR, 'scripts/build-runner.mjs')], { stdio: 'inherit' });
  const shellDir = mkdtempSync(path.join(os.tmpdir(), 'runner-e2e-'));
  await esbuild.build({
    entryPoints: [path.join(PACKAGE_DIR, 'src/browser/index.ts')],
    outfile: path.join(shellDir, 'client.js'),
    bundle: true,
    format: 'iife',
    globalName: 'PylandsRunner',
    target: 'es2022',
    logLevel: 'warning',
  });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><title>runner test</title><script src="/client.js"></script></head><body></body></html>',
  );

  const received: RecordedRequest[] = [];
  const api = http.createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', withCookie: Boolean(req.headers.cookie) });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(req.url === '/health' ? '{"status":"ok"}' : '{"secret":"user data"}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  const gateway = await createGateway({
    shellDir,
    authUrl: apiUrl,
    levelsUrl: apiUrl,
    runnerDir: options.runnerDir,
  });
  const address = await gateway.listen({ host: '127.0.0.1', port: 0 });
  // Cookies and CSP use the name the browser sees: localhost on the gateway's port.
  const baseUrl = address.replace('127.0.0.1', 'localhost');

  return {
    baseUrl,
    received,
    async close() {
      await gateway.close();
      await new Promise((resolve) => api.close(resolve));
      rmSync(shellDir, { recursive: true, force: true });
    },
  };
}
