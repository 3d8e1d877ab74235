// The first import of verifier-main.ts: tracing patches http and ioredis before anything loads them.
import { startTracing } from '@pylands/common/dist/observability/tracing';

startTracing('verifier');
