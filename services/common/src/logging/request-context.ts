import { Injectable } from '@nestjs/common';
import { jobRequestId } from '@pylands/contracts';
import { PinoLogger } from 'nestjs-pino';
import { runJobInTrace, withTraceContext } from '../observability/trace-context';

/**
 * The request id of the work in progress, for queued jobs: a job added while a request is served
 * carries its id (`request_id` in the job's data), and the worker logs that job under the same id.
 */
@Injectable()
export class RequestContext {
  constructor(private readonly logger: PinoLogger) {}

  /** The id of the request being served here, if any. */
  requestId(): string | undefined {
    const id = this.logger.logger?.bindings().request_id;
    return typeof id === 'string' ? id : undefined;
  }

  /** Job data with the current request id added (unchanged outside a request). */
  withRequestId<T extends object>(data: T): T & { request_id?: string } {
    const id = this.requestId();
    return id ? { ...data, request_id: id } : data;
  }

  /**
   * What a queued job carries of the work in progress: the request id and the trace context (W3C
   * traceparent, when tracing is on), so its worker logs and traces under the same request.
   */
  jobData<T extends object>(data: T): T & { request_id?: string } {
    return withTraceContext(this.withRequestId(data));
  }

  /**
   * Runs a job's work in a span of the trace that queued it, so that every line it logs carries
   * the job's request id.
   */
  runForJob<T>(job: { queueName: string; id?: string; data: unknown }, work: () => Promise<T>): Promise<T> {
    const id = jobRequestId(job.data);
    return runJobInTrace(job.queueName, job, () =>
      this.logger.runInContext(work, id ? { bindings: { request_id: id } } : {}),
    );
  }
}
