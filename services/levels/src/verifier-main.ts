import './verifier-tracing';
import { createLogger, loadConfig, startWorkerPorts, trackReplayPool } from '@pylands/common';
import { RunnerPool } from '@pylands/python-runner';
import { replayPoolOptions } from './replay/replay-options';
import { loadVerifierConfig } from './verifier/verifier-config';
import { startVerifierWorker } from './verifier/verifier-worker';

/**
 * One completion verifier process (Kubernetes and compose scale these on the queue's depth; levels
 * then runs with VERIFIER_WORKERS=external). Same environment as levels: REDIS_URL, QUEUE_PREFIX,
 * REPLAY_POOL_SIZE (replays at a time), REPLAY_ISOLATION, VERIFIER_LOCK_MS; WORKER_HEALTH_PORT (probes) and
 * WORKER_METRICS_PORT (Prometheus) when set.
 */
const log = createLogger('verifier');
const pool = new RunnerPool(replayPoolOptions());
const started = Date.now();
const config = loadConfig();
const handle = startVerifierWorker(config, loadVerifierConfig(), pool, log);
trackReplayPool(() => ({ idle: pool.idle, running: pool.running, queued: pool.queued }));
// Kubernetes probes the verifier (infra/k8s/base/verifier.yaml) and Prometheus scrapes it here.
const ports = startWorkerPorts('verifier', config.redisUrl);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  ports.close();
  handle.close().then(
    () => {
      pool.close();
      process.exit(0);
    },
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Ready once the queue is reachable and the pool warm: a job taken earlier would wait for Pyodide.
Promise.all([handle.worker.waitUntilReady(), pool.ready()]).then(
  () => {
    log.info({ ms: Date.now() - started }, 'verifier ready');
    process.send?.({ ready: true });
  },
  (error: unknown) => {
    log.fatal({ error: String(error) }, 'verifier failed to start');
    process.exit(1);
  },
);
