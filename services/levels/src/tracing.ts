// The first import of main.ts: tracing patches http, pg and ioredis before anything loads them.
import { startTracing } from '@pylands/common/dist/observability/tracing';

startTracing('levels');
