import { Gauge } from 'prom-client';
import { metricsRegistry } from './metrics-registry';

/** A Pyodide pool's use: workers idle and running, runs waiting for one. */
export interface PoolUse {
  idle: number;
  running: number;
  queued: number;
}

function poolGauge(name: string, help: string) {
  let source: (() => PoolUse) | null = null;
  const gauge = new Gauge({
    name,
    help,
    labelNames: ['state'] as const,
    registers: [metricsRegistry],
    collect() {
      if (!source) return;
      for (const [state, count] of Object.entries(source())) this.set({ state }, count);
    },
  });
  return { gauge, track: (use: () => PoolUse) => void (source = use) };
}

const replayPool = poolGauge(
  'replay_pool_workers',
  "Completion replays' Pyodide pool: workers idle and running, replays queued (state).",
);
const tipsPool = poolGauge(
  'tips_pool_workers',
  "A tips worker's Pyodide pool: workers idle and running, runs queued (state).",
);

/** Reports the levels replay pool (ReplayService.poolState) at each scrape. */
export const trackReplayPool = replayPool.track;
/** Reports a tips worker's pool at each scrape. */
export const trackTipsPool = tipsPool.track;
