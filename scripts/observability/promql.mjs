// Metric names in PromQL and in Prometheus' text format: the dashboard and alert-rule checks read
// both, and the dashboard renderer reads the queries.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const DASHBOARD_FILE = path.join(ROOT, 'infra/observability/grafana-dashboard.json');
export const RULES_FILE = path.join(ROOT, 'infra/observability/alert-rules.yaml');

const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
  'inf',
  'nan',
]);

/** The metric names a PromQL expression reads (functions, label names, keywords and numbers left out). */
export function metricNames(expr) {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""') // strings
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // ranges
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' '); // label lists
  const names = new Set();
  for (const match of bare.matchAll(/[a-zA-Z_:][\w:]*/g)) {
    const name = match[0];
    const next = bare.slice(match.index + name.length).trimStart();
    if (next.startsWith('(') || KEYWORDS.has(name.toLowerCase())) continue;
    names.add(name);
  }
  return [...names];
}

/** Every series name a /metrics page can show (histograms as _bucket, _sum and _count). */
export function exportedNames(exposition) {
  const names = new Set();
  for (const match of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const [, name, type] = match;
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix);
  }
  return names;
}

export function readDashboard(file = DASHBOARD_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every panel's queries: { panel, expr, legend }. */
export function dashboardQueries(dashboard) {
  return dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({
      panel: panel.title,
      expr: target.expr,
      legend: target.legendFormat,
    })),
  );
}

/** Every rule's expression in a Prometheus rules file: { rule, expr }. */
export function ruleExpressions(file = RULES_FILE) {
  const rules = parse(readFileSync(file, 'utf8'));
  return rules.groups.flatMap((group) =>
    group.rules.map((rule) => ({ rule: rule.alert ?? rule.record, expr: rule.expr })),
  );
}
