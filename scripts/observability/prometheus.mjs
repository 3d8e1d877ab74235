// A real Prometheus (Debian's package) scraping the stack's /metrics into a throw-away data folder:
// the dashboard screenshot (and `npm run bench:load`) read its query_range API afterwards.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, run, stopProcess, waitForHttp } from '../lib/processes.mjs';
import { ensurePrometheus } from '../lib/system-deps.mjs';

/**
 * @param {{ targets: Record<string, string[]>, scrapeInterval?: string }} options  job name → host:port list
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPrometheus({ targets, scrapeInterval = '2s' }) {
  ensurePrometheus();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pylands-prometheus-'));
  const config = [
    'global:',
    `  scrape_interval: ${scrapeInterval}`,
    `  evaluation_interval: ${scrapeInterval}`,
    'scrape_configs:',
    ...Object.entries(targets).flatMap(([job, hosts]) => [
      `  - job_name: ${JSON.stringify(job)}`,
      '    static_configs:',
      `      - targets: ${JSON.stringify(hosts)}`,
    ]),
  ].join('\n');
  writeFileSync(path.join(dir, 'prometheus.yml'), `${config}\n`);
  const port = await freePort();
  const child = run(
    'prometheus',
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { quiet: true },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/-/ready`, 60_000, child);
  return { url, stop: () => stopProcess(child) };
}

/** Waits until Prometheus has scraped every target successfully at least once. */
export async function waitForTargetsUp(url, expected) {
  for (;;) {
    const response = await fetch(`${url}/api/v1/targets`);
    const { data } = await response.json();
    const up = data.activeTargets.filter((target) => target.health === 'up').length;
    if (up >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
