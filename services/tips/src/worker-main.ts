import './worker-tracing';
import { loadConfig, startWorkerPorts } from '@pylands/common';
import { startTipWorker } from './worker/tip-worker';

/** One tips worker process (`npm start` runs TIPS_WORKERS of them; Kubernetes scales them with KEDA). */
const handle = startTipWorker();
// No HTTP API: Kubernetes probes it (infra/k8s/base/tips-worker.yaml) and Prometheus scrapes its
// job times and pool use on the worker's own ports.
const ports = startWorkerPorts('tips-worker', loadConfig().redisUrl);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  ports.close();
  handle.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
handle.worker.waitUntilReady().then(
  () => process.send?.({ ready: true }),
  (error: unknown) => {
    console.error(JSON.stringify({ level: 'fatal', context: 'tips-worker', message: String(error) }));
    process.exit(1);
  },
);
