// Loaded first by each process' tracing.ts (before http, pg or ioredis): the instrumentations patch
// those modules as they are required. Imports nothing of services/common but OpenTelemetry.
import type { IncomingMessage } from 'node:http';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/** Probes and scrapes are not traced: they would bury the requests of children and teachers. */
const UNTRACED_PATHS = ['/metrics', '/health', '/health/live', '/api/health'];

function untraced(request: IncomingMessage): boolean {
  return UNTRACED_PATHS.includes(request.url?.split('?')[0] ?? '');
}

let provider: TracerProvider | null = null;

/**
 * Traces this process to OTEL_EXPORTER_OTLP_ENDPOINT over OTLP/HTTP when it is set (off otherwise):
 * incoming and outgoing HTTP (the gateway's proxy, fetch between services), PostgreSQL and Redis
 * calls, with W3C traceparent propagated; BullMQ jobs join through trace-context.ts.
 * OTEL_SERVICE_NAME, when set, overrides `service`.
 */
export function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (provider || !env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME || service }),
    // A caller's decision (its traceparent's sampled flag) is kept; new traces are all sampled.
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (adding /v1/traces) and OTEL_EXPORTER_OTLP_HEADERS.
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    instrumentations: [
      // Outgoing calls are traced inside a request's or a job's trace only (the gateway's health
      // fan-out and timers would otherwise each start a trace of their own).
      new HttpInstrumentation({ ignoreIncomingRequestHook: untraced, requireParentforOutgoingSpans: true }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  // Spans still buffered are sent before a normal exit.
  process.once('beforeExit', () => void provider?.shutdown());
  return true;
}

/** Sends the spans still buffered (a process about to stop, tests waiting for a trace). */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}
