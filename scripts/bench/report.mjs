// Figures beside their targets: median, p95, target and the ratio median / target.
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const p95 = (xs) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

const fmt = (value, unit) =>
  unit === 'ms'
    ? `${value.toFixed(0)} ms`
    : value >= 2 ** 20
      ? `${(value / 2 ** 20).toFixed(2)} MB`
      : `${(value / 1024).toFixed(1)} KB`;

export function line(label, xs, target, unit = 'ms') {
  console.log(
    `  ${label}: median ${fmt(median(xs), unit)}, p95 ${fmt(p95(xs), unit)}` +
      (target ? `, target ≤ ${fmt(target, unit)}, ratio ${(median(xs) / target).toFixed(2)}` : ''),
  );
}
