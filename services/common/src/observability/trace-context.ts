import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type TextMapGetter,
} from '@opentelemetry/api';

/** Where a queued job's data carries the W3C trace context (traceparent) of the call that queued it. */
export const TRACE_CONTEXT_KEY = 'trace_context';

type Carrier = Record<string, string>;

/**
 * Job data with the active trace context added, so the worker's span joins the same trace. Without
 * tracing (no OTEL_EXPORTER_OTLP_ENDPOINT) nothing is injected and the data is returned as it is.
 */
export function withTraceContext<T extends object>(data: T): T {
  const carrier: Carrier = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length ? { ...data, [TRACE_CONTEXT_KEY]: carrier } : data;
}

/** The job's data without the trace context (a consumer's strict schema never sees it). */
export function withoutTraceContext(data: unknown): unknown {
  if (!data || typeof data !== 'object' || !(TRACE_CONTEXT_KEY in data)) return data;
  const { [TRACE_CONTEXT_KEY]: _carrier, ...rest } = data as Record<string, unknown>;
  return rest;
}

const carrierGetter: TextMapGetter<unknown> = {
  keys: (carrier) => (carrier && typeof carrier === 'object' ? Object.keys(carrier) : []),
  get: (carrier, key) => {
    const value = (carrier as Record<string, unknown> | undefined)?.[key];
    return typeof value === 'string' ? value : undefined;
  },
};

/**
 * Runs a job's work in a consumer span whose parent is the trace context the job carries: the
 * worker's database and Redis calls then belong to the trace of the request that queued the job.
 */
export function runJobInTrace<T>(
  queue: string,
  job: { id?: string; data: unknown; attemptsMade?: number },
  work: () => Promise<T>,
): Promise<T> {
  const carrier = (job.data as Record<string, unknown> | undefined)?.[TRACE_CONTEXT_KEY];
  const parent = propagation.extract(ROOT_CONTEXT, carrier, carrierGetter);
  return trace.getTracer('pylands-bullmq').startActiveSpan(
    `${queue} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'bullmq',
        'messaging.operation.type': 'process',
        'messaging.destination.name': queue,
        ...(job.id ? { 'messaging.message.id': job.id } : {}),
      },
    },
    parent,
    async (span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
