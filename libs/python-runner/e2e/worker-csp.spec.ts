import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import { startTestSite } from './test-server';

/**
 * The CSP on the worker script's response must hold on its own, with none of the runtime's other
 * layers: a probe served as /runner/worker.js tries every way out directly, while fetching
 * Pyodide's files must still work.
 */
const probe = (pyodideDir: string) => `
const results = {};
const violations = [];
self.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));
const attempt = async (name, fn) => {
  try { await fn(); results[name] = 'reached'; } catch (e) { results[name] = 'blocked'; }
};
await attempt('fetch api', () => fetch('/api/auth/probe-fetch'));
await attempt('import api', () => import('/api/auth/probe-import'));
await attempt('Function', () => new Function("return import('/api/auth/probe-function')")());
await attempt('eval', () => eval("1"));
await attempt('xhr', () => new Promise((resolve, reject) => {
  const x = new XMLHttpRequest(); x.onload = resolve; x.onerror = reject; x.open('GET', '/api/auth/probe-xhr'); x.send();
}));
await attempt('websocket', () => new Promise((resolve, reject) => {
  const w = new WebSocket('ws://' + location.host + '/api/auth/probe-ws'); w.onopen = resolve; w.onerror = reject;
}));
// A nested worker ends in an error event whether it is refused or its script is none (the API
// answers JSON): the CSP violation and the API's recorder tell which.
await attempt('nested worker', () => new Promise((resolve, reject) => {
  const w = new Worker('/api/auth/probe-worker'); w.onerror = reject; w.onmessage = resolve;
}));
await attempt('fetch pyodide', async () => { const r = await fetch('/pyodide/${pyodideDir}/pyodide-lock.json'); if (!r.ok) throw new Error(); });
postMessage({ results, violations });
`;

test('the worker CSP alone blocks the API, eval and nested workers but lets Pyodide load', async ({
  browser,
}) => {
  const runnerDir = mkdtempSync(path.join(os.tmpdir(), 'runner-probe-'));
  const site = await startTestSite({ runnerDir });
  try {
    // The runner build (run by startTestSite) names Pyodide's content-hashed folder.
    const runner = JSON.parse(readFileSync(path.join(__dirname, '../dist/browser/runner.json'), 'utf8')) as {
      pyodide: string;
    };
    writeFileSync(path.join(runnerDir, 'worker.js'), probe(runner.pyodide));
    const context = await browser.newContext();
    await context.addCookies([{ name: 'session', value: 'secret-session', url: site.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/`);
    const { results, violations } = await page.evaluate(
      () =>
        new Promise<{ results: Record<string, string>; violations: string[] }>((resolve) => {
          const worker = new Worker('/runner/worker.js', { type: 'module' });
          worker.onmessage = (event) => resolve(event.data);
        }),
    );
    expect(results).toEqual({
      'fetch api': 'blocked',
      'import api': 'blocked',
      Function: 'blocked',
      eval: 'blocked',
      xhr: 'blocked',
      websocket: 'blocked',
      'nested worker': 'blocked',
      'fetch pyodide': 'reached',
    });
    expect(violations).toContain('worker-src');
    expect(site.received).toEqual([]);
    await context.close();
  } finally {
    await site.close();
    rmSync(runnerDir, { recursive: true, force: true });
  }
});
