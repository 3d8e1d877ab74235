import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { runJobInTrace, TRACE_CONTEXT_KEY, withoutTraceContext, withTraceContext } from './trace-context';

describe('trace context on queued jobs', () => {
  it('leaves job data as it is while tracing is off', () => {
    const data = { student_id: 's1', request_id: 'r1' };
    expect(withTraceContext(data)).toBe(data);
  });

  describe('with a tracer provider', () => {
    const exporter = new InMemorySpanExporter();
    const manager = new AsyncLocalStorageContextManager().enable();
    const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });

    beforeAll(() => {
      context.setGlobalContextManager(manager);
      propagation.setGlobalPropagator(new W3CTraceContextPropagator());
      trace.setGlobalTracerProvider(provider);
    });

    afterAll(() => {
      trace.disable();
      propagation.disable();
      context.disable();
    });

    it("runs the worker's job in a span whose parent is the publisher's span, and hides the context from the payload", async () => {
      const tracer = trace.getTracer('test');
      const published = tracer.startActiveSpan('POST /api/level/update/:slug', (span) => {
        const data = withTraceContext({ student_id: 's1' });
        span.end();
        return { data, traceId: span.spanContext().traceId, spanId: span.spanContext().spanId };
      });
      expect(published.data[TRACE_CONTEXT_KEY as keyof typeof published.data]).toEqual({
        traceparent: `00-${published.traceId}-${published.spanId}-01`,
      });
      expect(withoutTraceContext(published.data)).toEqual({ student_id: 's1' });

      // The worker: outside any span, as a BullMQ processor is.
      const seen = await runJobInTrace(
        'level-played',
        { id: '7', data: published.data },
        async () => trace.getActiveSpan()?.spanContext().traceId,
      );
      expect(seen).toBe(published.traceId);
      await provider.forceFlush();
      const job = exporter.getFinishedSpans().find((span) => span.name === 'level-played process');
      expect(job?.parentSpanContext?.spanId).toBe(published.spanId);
      expect(job?.attributes['messaging.message.id']).toBe('7');
    });

    it('marks the span failed when the job throws, and throws on', async () => {
      await expect(
        runJobInTrace('emails', { data: {} }, async () => {
          throw new Error('SMTP refused');
        }),
      ).rejects.toThrow('SMTP refused');
      await provider.forceFlush();
      const failed = exporter.getFinishedSpans().find((span) => span.name === 'emails process');
      expect(failed?.status.code).toBe(2);
      expect(failed?.parentSpanContext).toBeUndefined();
    });
  });
});
