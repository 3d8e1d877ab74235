#!/usr/bin/env node
// Renders infra/observability/grafana-dashboard.json from a Prometheus' query_range API as an HTML
// page of SVG charts (Grafana's layout: 24 columns, gridPos), and screenshots it with Chromium.
//   node scripts/observability/render-dashboard.mjs --prometheus http://127.0.0.1:9090 \
//     --start <unix s> --end <unix s> --out /work/shots/obs/dashboard.png
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dashboardQueries, readDashboard } from './promql.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const COLORS = ['#7eb26d', '#eab839', '#6ed0e0', '#ef843c', '#e24d42', '#1f78c1', '#ba43a9', '#705da0'];
/** Series shown per panel: the busiest ones (a panel by route has dozens). */
const MAX_SERIES = 8;
const ROW_PX = 34;
const WIDTH_PX = 1280;

/** Grafana's variables for a rendering outside Grafana. */
function substitute(expr, rateInterval) {
  return expr.replaceAll('$__rate_interval', rateInterval).replaceAll('${datasource}', '');
}

async function queryRange(prometheus, expr, { start, end, step }) {
  const url = new URL('/api/v1/query_range', prometheus);
  for (const [key, value] of Object.entries({ query: expr, start, end, step }))
    url.searchParams.set(key, String(value));
  const response = await fetch(url);
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`${expr}: ${body.error ?? response.status}`);
  return body.data.result;
}

function legendOf(format, metric) {
  return (
    (format ?? '').replace(/\{\{\s*(\w+)\s*\}\}/g, (_, label) => metric[label] ?? '') ||
    JSON.stringify(metric)
  );
}

function formatValue(value, unit) {
  if (!Number.isFinite(value)) return '';
  if (unit === 's') return value < 1 ? `${Math.round(value * 1000)} ms` : `${value.toFixed(2)} s`;
  const rounded = Math.abs(value) >= 100 ? Math.round(value) : Number(value.toFixed(2));
  return unit === 'reqps' ? `${rounded} req/s` : String(rounded);
}

function escapeXml(text) {
  return String(text).replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c],
  );
}

/** One panel's chart: series as polylines (gaps where a value is missing or NaN), y from 0. */
function chartSvg(series, { start, end, unit, width, height }) {
  const pad = { left: 64, right: 10, top: 8, bottom: 22 };
  const values = series.flatMap((s) => s.points.map(([, v]) => v)).filter(Number.isFinite);
  const max = Math.max(...values, 0) || 1;
  const x = (t) => pad.left + ((t - start) / (end - start)) * (width - pad.left - pad.right);
  const y = (v) => height - pad.bottom - (v / max) * (height - pad.top - pad.bottom);
  const grid = [0, 0.25, 0.5, 0.75, 1].map((f) => {
    const v = max * f;
    return `<line x1="${pad.left}" x2="${width - pad.right}" y1="${y(v)}" y2="${y(v)}" class="grid"/>
      <text x="${pad.left - 6}" y="${y(v) + 4}" class="axis" text-anchor="end">${escapeXml(formatValue(v, unit))}</text>`;
  });
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => {
    const t = start + (end - start) * f;
    const label = new Date(t * 1000).toISOString().slice(11, 19);
    const anchor = f === 0 ? 'start' : f === 1 ? 'end' : 'middle';
    return `<text x="${x(t)}" y="${height - 6}" class="axis" text-anchor="${anchor}">${label}</text>`;
  });
  const lines = series.map((s, i) => {
    const segments = [];
    let current = [];
    for (const [t, v] of s.points) {
      if (Number.isFinite(v)) current.push(`${x(t).toFixed(1)},${y(v).toFixed(1)}`);
      else if (current.length) segments.push(current.splice(0));
    }
    if (current.length) segments.push(current);
    return segments
      .map((points) =>
        points.length === 1
          ? `<circle cx="${points[0].split(',')[0]}" cy="${points[0].split(',')[1]}" r="2" fill="${COLORS[i % COLORS.length]}"/>`
          : `<polyline points="${points.join(' ')}" fill="none" stroke="${COLORS[i % COLORS.length]}" stroke-width="1.6"/>`,
      )
      .join('');
  });
  return `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">${grid.join('')}${ticks.join('')}${lines.join('')}</svg>`;
}

async function panelHtml(panel, prometheus, range) {
  const colWidth = WIDTH_PX / 24;
  const width = Math.round(panel.gridPos.w * colWidth) - 12;
  const height = panel.gridPos.h * ROW_PX - 12;
  const series = [];
  for (const target of panel.targets ?? []) {
    const result = await queryRange(prometheus, substitute(target.expr, range.rateInterval), range);
    for (const item of result)
      series.push({
        legend: legendOf(target.legendFormat, item.metric),
        points: item.values.map(([t, v]) => [Number(t), Number(v)]),
      });
  }
  const peak = (s) => Math.max(...s.points.map(([, v]) => v).filter(Number.isFinite), -Infinity);
  const shown = series.sort((a, b) => peak(b) - peak(a)).slice(0, MAX_SERIES);
  const unit = panel.fieldConfig?.defaults?.unit;
  const chartHeight = height - 36 - 18 * Math.ceil(shown.length / 2);
  const legend = shown
    .map((s, i) => {
      const last = [...s.points].reverse().find(([, v]) => Number.isFinite(v));
      return `<li><span style="background:${COLORS[i % COLORS.length]}"></span>${escapeXml(s.legend)}
        <b>${escapeXml(last ? formatValue(last[1], unit) : '')}</b></li>`;
    })
    .join('');
  const more =
    series.length > shown.length ? ` <small>(busiest ${shown.length} of ${series.length})</small>` : '';
  const body = shown.length
    ? chartSvg(shown, { ...range, unit, width: width - 16, height: Math.max(chartHeight, 80) })
    : '<p class="empty">No data</p>';
  return `<section style="grid-column:${panel.gridPos.x + 1} / span ${panel.gridPos.w};grid-row:${panel.gridPos.y + 1} / span ${panel.gridPos.h}">
    <h2>${escapeXml(panel.title)}${more}</h2>${body}<ul>${legend}</ul></section>`;
}

/** The dashboard's HTML for the range (unix seconds), every panel queried from `prometheus`. */
export async function dashboardHtml({
  prometheus,
  start,
  end,
  step,
  rateInterval = '30s',
  dashboard = readDashboard(),
}) {
  dashboardQueries(dashboard); // throws on a malformed dashboard before any query
  const range = { start, end, step: step ?? Math.max(1, Math.round((end - start) / 200)), rateInterval };
  const panels = [];
  for (const panel of dashboard.panels) panels.push(await panelHtml(panel, prometheus, range));
  const rows = Math.max(...dashboard.panels.map((p) => p.gridPos.y + p.gridPos.h));
  const when = `${new Date(start * 1000).toISOString().slice(0, 19)} – ${new Date(end * 1000).toISOString().slice(11, 19)} UTC`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeXml(dashboard.title)}</title><style>
    body { margin: 0; background: #111217; color: #d8d9da; font: 12px/1.3 system-ui, sans-serif; }
    header { padding: 10px 14px; display: flex; gap: 16px; align-items: baseline; }
    header h1 { font-size: 18px; margin: 0; }
    main { display: grid; grid-template-columns: repeat(24, 1fr); grid-template-rows: repeat(${rows}, ${ROW_PX}px); gap: 0; width: ${WIDTH_PX}px; }
    section { margin: 6px; padding: 6px 8px; background: #181b1f; border: 1px solid #2c3235; border-radius: 3px; overflow: hidden; }
    h2 { font-size: 13px; font-weight: 500; margin: 0 0 4px; } h2 small { color: #8e8e8e; font-weight: 400; }
    .grid { stroke: #2c3235; } .axis { fill: #8e8e8e; font-size: 10px; }
    ul { list-style: none; margin: 2px 0 0; padding: 0; columns: 2; } li { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    li span { display: inline-block; width: 10px; height: 3px; margin: 0 5px 3px 0; } li b { color: #8e8e8e; font-weight: 400; margin-left: 4px; }
    .empty { color: #8e8e8e; text-align: center; margin-top: 40px; }
  </style></head><body><header><h1>${escapeXml(dashboard.title)}</h1><span>${when}</span>
  <span>from Prometheus (rate window ${rateInterval})</span></header><main>${panels.join('')}</main></body></html>`;
}

/** Writes the HTML beside the PNG and screenshots it in Debian's Chromium. */
export async function renderDashboard({ out, ...options }) {
  const html = await dashboardHtml(options);
  mkdirSync(path.dirname(out), { recursive: true });
  const htmlFile = out.replace(/\.png$/, '.html');
  writeFileSync(htmlFile, html);
  const { chromium } = await import('playwright-core');
  const launchOptions = JSON.parse(readFileSync(path.join(ROOT, 'scripts/lib/chromium.json'), 'utf8'));
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH_PX, height: 800 } });
    await page.goto(`file://${htmlFile}`);
    await page.screenshot({ path: out, fullPage: true });
  } finally {
    await browser.close();
  }
  return { html: htmlFile, png: out };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      prometheus: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
      step: { type: 'string' },
      'rate-interval': { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (!values.prometheus || !values.start || !values.end || !values.out) {
    console.error(
      'usage: render-dashboard.mjs --prometheus URL --start UNIX --end UNIX --out FILE.png [--step S] [--rate-interval 30s]',
    );
    process.exit(2);
  }
  const written = await renderDashboard({
    prometheus: values.prometheus,
    start: Number(values.start),
    end: Number(values.end),
    step: values.step ? Number(values.step) : undefined,
    rateInterval: values['rate-interval'],
    out: path.resolve(values.out),
  });
  console.log(`dashboard: ${written.png} (${written.html})`);
}
