import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process' one Prometheus registry: every metric of services/common registers here, with
 * Node's own (heap, event-loop lag, GC) beside them. Served at GET /metrics (metrics-endpoint.ts).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const METRICS_PATH = '/metrics';
