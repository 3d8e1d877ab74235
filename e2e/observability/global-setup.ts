import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startE2eStack } from '../support/e2e-stack';
import { startOtlpReceiver } from './otlp-receiver';

const scripts = path.join(__dirname, '../../scripts');

/** The stack's log lines (`[service] {json}`), for the request-id spec. */
export const STACK_LOG = path.join(__dirname, '../../.tmp/observability/stack.log');

/**
 * A stack of its own with tracing on (to a loopback OTLP receiver), the gateway's and the tips
 * worker's metrics listeners, known service ports, and every service's log lines kept in a file.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { freePort } = (await import(path.join(scripts, 'lib/processes.mjs'))) as {
    freePort: () => Promise<number>;
  };
  const receiver = await startOtlpReceiver();
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
  // Spans leave each process within 200 ms instead of 5 s: the spec waits for them.
  process.env.OTEL_BSP_SCHEDULE_DELAY = '200';
  process.env.E2E_OTLP_RECEIVER_URL = receiver.url;
  for (const name of ['AUTH_PORT', 'LEVELS_PORT', 'TIPS_PORT', 'METRICS_PORT', 'WORKER_METRICS_PORT'])
    process.env[name] = String(await freePort());
  // Debug: the job's own line (auth's 'last_played recorded') is among those checked.
  process.env.LOG_LEVEL = 'debug';

  // The services' lines (prefixed by the stack's process runner) go to the file, not the console.
  mkdirSync(path.dirname(STACK_LOG), { recursive: true });
  const log = createWriteStream(STACK_LOG);
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (/^\[[\w-]+\] /.test(text)) return log.write(text);
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  process.env.E2E_VERBOSE = '1';

  const stop = await startE2eStack('postgres');
  return async () => {
    await stop();
    process.stdout.write = write;
    log.end();
    await receiver.close();
  };
}
