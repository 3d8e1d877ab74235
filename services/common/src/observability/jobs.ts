// What queue code (DomainEvents, the tips queue and workers) needs from observability, in one import.
export { observeWorker, trackQueueDepth } from './queue-metrics';
export { runJobInTrace, withoutTraceContext, withTraceContext, TRACE_CONTEXT_KEY } from './trace-context';
