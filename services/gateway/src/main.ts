import './tracing';
import { metricsPortFromEnv, serveMetrics } from '@pylands/common/dist/observability/metrics-endpoint';
import { optionsFromEnv } from './config';
import { createGateway } from './gateway';

export async function main(): Promise<void> {
  const options = optionsFromEnv();
  const app = await createGateway(options);
  await app.listen({ host: options.host, port: options.port });
  // Prometheus reads the gateway on a port of its own: the public port serves no /metrics.
  const metricsPort = metricsPortFromEnv();
  const metrics = metricsPort === null ? null : await serveMetrics(metricsPort, options.host);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      metrics?.close();
      void app.close().then(() => process.exit(0));
    });
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
