import type {
  PopupAnswer,
  PopupRequest,
  RunnerStatus,
  RunRequest,
  RunResult,
} from '../../protocol/run-types';
import { InvalidWorkerMessage, readPopup, readWorkerRunResult } from '../../protocol/validate';

/** What the sandbox process is started with (argv[2], JSON). */
export interface SandboxConfig {
  workerPath: string;
  snapshotPath: string | null;
  recycleAfterRun?: boolean;
  graceMs?: number;
  maxStartAttempts?: number;
  heapLimitMb?: number;
  spareThreads?: number;
  runsPerThread?: number;
}

/** Parent → sandbox process (IPC). */
export type ToSandbox =
  | { type: 'run'; runId: number; request: RunRequest }
  | { type: 'stop' }
  | { type: 'answer'; popupId: number; answer: PopupAnswer };

/** Sandbox process → parent (IPC). */
export type FromSandbox =
  | { type: 'status'; status: RunnerStatus; failure?: string }
  | { type: 'popup'; popupId: number; popup: PopupRequest }
  | { type: 'result'; runId: number; result: RunResult }
  | { type: 'rejected'; runId: number; message: string };

const STATUSES: ReadonlySet<string> = new Set<RunnerStatus>([
  'loading',
  'ready',
  'running',
  'resetting',
  'failed',
  'closed',
]);

type Json = Record<string, unknown>;

function fail(what: string): never {
  throw new InvalidWorkerMessage(`Invalid sandbox message: ${what}`);
}

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, what: string): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fail(what);
const text = (v: unknown, what: string): string => (typeof v === 'string' ? v.slice(0, 10000) : fail(what));

/** The sandbox process is ours, but it hosts learner code: its results are rebuilt like a worker's. */
export function readRunResult(value: unknown): RunResult {
  if (!isRecord(value)) fail('result');
  const base = readWorkerRunResult({ ...value, interrupted: false });
  if (!Array.isArray(value.answers)) fail('answers');
  const result: RunResult = {
    events: base.events,
    timedOut: value.timedOut === true,
    variables: base.variables,
    updatedConstants: base.updatedConstants,
    completion: base.completion,
    seed: num(value.seed, 'seed'),
    answers: value.answers.map((a) => (a === true ? true : a === false ? false : null)),
    output: base.output,
    durationMs: num(value.durationMs, 'durationMs'),
  };
  if (base.error) result.error = base.error;
  if (value.stopped === true) result.stopped = true;
  return result;
}

export function readSandboxMessage(data: unknown): FromSandbox {
  if (!isRecord(data)) fail('message');
  switch (data.type) {
    case 'status': {
      const status = text(data.status, 'status');
      if (!STATUSES.has(status)) fail('status');
      const message: FromSandbox = { type: 'status', status: status as RunnerStatus };
      if (data.failure !== undefined) message.failure = text(data.failure, 'failure');
      return message;
    }
    case 'popup':
      return { type: 'popup', popupId: num(data.popupId, 'popupId'), popup: readPopup(data.popup) };
    case 'result':
      return { type: 'result', runId: num(data.runId, 'runId'), result: readRunResult(data.result) };
    case 'rejected':
      return { type: 'rejected', runId: num(data.runId, 'runId'), message: text(data.message, 'message') };
    default:
      return fail('type');
  }
}
