import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * pino mixin: a line logged inside a traced span names its trace and span, so a trace found in the
 * tracing backend leads to its log lines (and a line to its trace). Nothing when tracing is off.
 */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}
