import type { Server } from 'node:http';
import { metricsPortFromEnv, serveMetrics } from '../observability/metrics-endpoint';
import { createRedisConnection } from '../redis/redis-connection';
import { startWorkerHealthServer } from './worker-health';

export interface WorkerPorts {
  /** Closes both listeners and the probe's Redis connection. */
  close(): void;
}

/**
 * The ports of a worker process that has no HTTP API (tips workers, completion verifiers): its
 * probes on WORKER_HEALTH_PORT (Redis is its one dependency) and its /metrics on
 * WORKER_METRICS_PORT, each only when set. A port that cannot be opened ends the process: a
 * worker Kubernetes cannot probe would be restarted for ever.
 */
export function startWorkerPorts(
  name: string,
  redisUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): WorkerPorts {
  const healthPort = Number(env.WORKER_HEALTH_PORT);
  const probe = healthPort ? createRedisConnection(redisUrl, 'probe', `${name}-health`) : null;
  const health = probe
    ? startWorkerHealthServer(healthPort, env.HOST || '127.0.0.1', { redis: () => probe.ping() })
    : null;
  const metricsPort = metricsPortFromEnv('WORKER_METRICS_PORT', env);
  const metrics = metricsPort === null ? null : serveMetrics(metricsPort);
  const servers: Promise<Server>[] = [health, metrics].filter((server) => server !== null);
  for (const server of servers)
    server.catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'fatal', context: name, message: `port: ${String(error)}` }));
      process.exit(1);
    });
  return {
    close() {
      for (const server of servers) void server.then((listening) => listening.close());
      probe?.disconnect();
    },
  };
}
