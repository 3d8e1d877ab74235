import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { metricSample } from '../../services/common/src/testing/metrics-sample';

const CSRF = { 'X-Requested-With': 'pylands' };
const REPO = path.join(__dirname, '../..');

interface PromQl {
  metricNames(expr: string): string[];
  exportedNames(exposition: string): Set<string>;
  readDashboard(): { panels: { title: string; targets?: { expr: string }[] }[] };
  dashboardQueries(dashboard: unknown): { panel: string; expr: string }[];
  ruleExpressions(): { rule: string; expr: string }[];
  RULES_FILE: string;
}

const promql = () => import(path.join(REPO, 'scripts/observability/promql.mjs')) as Promise<PromQl>;

/** Every process' /metrics: the services on their own ports, the gateway and a tips worker on theirs. */
const SCRAPES = {
  gateway: () => `http://127.0.0.1:${process.env.METRICS_PORT}/metrics`,
  auth: () => `http://127.0.0.1:${process.env.AUTH_PORT}/metrics`,
  levels: () => `http://127.0.0.1:${process.env.LEVELS_PORT}/metrics`,
  tips: () => `http://127.0.0.1:${process.env.TIPS_PORT}/metrics`,
  'tips-worker': () => `http://127.0.0.1:${process.env.WORKER_METRICS_PORT}/metrics`,
};

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
}

test('each service counts and times its routes by pattern; the gateway on METRICS_PORT only', async ({
  request,
}) => {
  for (let i = 0; i < 3; i++)
    expect((await request.get('/api/level/course/python')).status()).toBeLessThan(500);
  const tip = await request.post('/api/chatgpt/generate-tip-level-async', {
    headers: CSRF,
    data: {
      last_prompt: 'move_forward(5)\n',
      slug: 'intro-level1',
      error_message: 'You bumped into a wall.',
    },
  });
  expect(tip.status()).toBe(200);

  const levels = await scrape(SCRAPES.levels());
  const course = { service: 'levels', method: 'GET', route: '/api/level/course/:slug' };
  expect(metricSample(levels, 'http_request_duration_seconds_count', course)).toBeGreaterThanOrEqual(3);
  expect(
    metricSample(levels, 'http_request_duration_seconds_bucket', { ...course, le: '+Inf' }),
  ).toBeGreaterThanOrEqual(3);
  expect(metricSample(levels, 'replay_pool_workers', { state: 'idle' })).toBeGreaterThanOrEqual(0);
  expect(metricSample(levels, 'pylands_dependency_up', { service: 'levels', dependency: 'redis' })).toBe(1);
  expect(metricSample(levels, 'pylands_dependency_up', { service: 'levels', dependency: 'postgres' })).toBe(
    1,
  );

  const gateway = await scrape(SCRAPES.gateway());
  expect(
    metricSample(gateway, 'http_requests_total', { service: 'gateway', route: '/api/level/*' }),
  ).toBeGreaterThanOrEqual(3);
  // The public port has no /metrics: only /api is proxied, and the gateway's own are on METRICS_PORT.
  const publicMetrics = await request.get('/metrics');
  expect(await publicMetrics.text()).not.toContain('http_requests_total');

  const tips = await scrape(SCRAPES.tips());
  expect(metricSample(tips, 'bullmq_queue_waiting', { queue: 'tips' })).toBeGreaterThanOrEqual(0);
  // The tip was a job on the tips queue: its worker timed it and reports its Pyodide pool.
  await expect
    .poll(async () =>
      metricSample(await scrape(SCRAPES['tips-worker']()), 'bullmq_job_duration_seconds_count', {
        queue: 'tips',
      }),
    )
    .toBeGreaterThanOrEqual(1);
  const worker = await scrape(SCRAPES['tips-worker']());
  expect(metricSample(worker, 'tips_pool_workers', { state: 'idle' })).toBeGreaterThanOrEqual(0);
});

test('the Grafana dashboard is valid JSON whose every query names only metrics the stack exports', async () => {
  const { readDashboard, dashboardQueries, metricNames, exportedNames } = await promql();
  const exported = new Set<string>();
  for (const url of Object.values(SCRAPES))
    for (const name of exportedNames(await scrape(url()))) exported.add(name);
  const dashboard = readDashboard();
  const queries = dashboardQueries(dashboard);
  expect(queries.length).toBeGreaterThanOrEqual(10);
  const panels = dashboard.panels.map((panel) => panel.title).join('\n');
  for (const topic of [
    'Request rate',
    '5xx',
    'p50',
    'p99',
    'Queue depth',
    'Job time',
    'Replay pool',
    'Tips pool',
    'Redis',
  ])
    expect(panels).toContain(topic);
  const unknown = queries.flatMap(({ panel, expr }) =>
    metricNames(expr)
      .filter((name) => !exported.has(name))
      .map((name) => `${panel}: ${name}`),
  );
  expect(unknown).toEqual([]);
  expect(queries.every(({ expr }) => metricNames(expr).length > 0)).toBe(true);
  // The reader finds a misspelt metric among functions, label lists, matchers and ranges.
  expect(
    metricNames('sum by (route, le) (rate(http_request_duration_secs_bucket{status=~"5.."}[5m]))'),
  ).toEqual(['http_request_duration_secs_bucket']);
});

test('the alert rules pass promtool, their unit tests fire each alert, and they read only exported metrics', async () => {
  const { ruleExpressions, metricNames, exportedNames, RULES_FILE } = await promql();
  expect(execFileSync('promtool', ['check', 'rules', RULES_FILE], { encoding: 'utf8' })).toContain(
    'SUCCESS: 7 rules found',
  );
  const tests = path.join(path.dirname(RULES_FILE), 'alert-rules.test.yaml');
  expect(execFileSync('promtool', ['test', 'rules', tests], { encoding: 'utf8' })).toContain('SUCCESS');
  const exported = new Set<string>(['up']); // Prometheus' own: whether a scrape answered.
  for (const url of Object.values(SCRAPES))
    for (const name of exportedNames(await scrape(url()))) exported.add(name);
  const rules = ruleExpressions();
  expect(rules.map(({ rule }) => rule).sort()).toEqual(
    [
      'CompletionsPendingBacklog',
      'HighErrorRate',
      'HighLatencyP99',
      'PostgresDown',
      'QueueBacklog',
      'RedisDown',
      'ServiceDown',
    ].sort(),
  );
  const unknown = rules.flatMap(({ rule, expr }) =>
    metricNames(expr)
      .filter((name) => !exported.has(name))
      .map((name) => `${rule}: ${name}`),
  );
  expect(unknown).toEqual([]);
});
