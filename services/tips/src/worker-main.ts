import './worker-tracing';
import {
  createRedisConnection,
  loadConfig,
  metricsPortFromEnv,
  serveMetrics,
  startWorkerHealthServer,
} from '@pylands/common';
import { startTipWorker } from './worker/tip-worker';

/** One tips worker process (`npm start` runs TIPS_WORKERS of them; Kubernetes scales them with KEDA). */
const handle = startTipWorker();
// Kubernetes probes the worker here (infra/k8s/base/tips-worker.yaml): Redis is its one dependency.
const healthPort = Number(process.env.WORKER_HEALTH_PORT);
const probe = healthPort ? createRedisConnection(loadConfig().redisUrl, 'probe', 'tips-worker-health') : null;
const health = probe
  ? startWorkerHealthServer(healthPort, process.env.HOST || '127.0.0.1', { redis: () => probe.ping() })
  : null;
health?.catch((error: unknown) => {
  console.error(
    JSON.stringify({ level: 'fatal', context: 'tips-worker', message: `health server: ${String(error)}` }),
  );
  process.exit(1);
});
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void health?.then((server) => server.close());
  probe?.disconnect();
  handle.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// A worker has no HTTP port: its job times and pool use are served on WORKER_METRICS_PORT when set.
const metricsPort = metricsPortFromEnv('WORKER_METRICS_PORT');
const metrics = metricsPort === null ? null : serveMetrics(metricsPort);
metrics?.catch((error: unknown) => {
  console.error(
    JSON.stringify({ level: 'error', context: 'tips-worker', message: `metrics: ${String(error)}` }),
  );
});
handle.worker.waitUntilReady().then(
  () => process.send?.({ ready: true }),
  (error: unknown) => {
    console.error(JSON.stringify({ level: 'fatal', context: 'tips-worker', message: String(error) }));
    process.exit(1);
  },
);
