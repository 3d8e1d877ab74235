import type { LevelConstant } from '@pylands/game-engine';
import { cancelAnswer, createAnswerBuffer, writeAnswer } from '../protocol/answer-buffer';
import { INTERRUPT_GRACE_MS, RUN_CANCELLED_MESSAGE, RUN_TIMEOUT_MS, SIGINT } from '../protocol/limits';
import type { InitMessage, MessagePortLike, WarmUpMessage, WorkerRunResult } from '../protocol/messages';
import type { PopupAnswer, PopupRequest, RunnerStatus, RunRequest, RunResult } from '../protocol/run-types';
import { InvalidWorkerMessage, readWorkerMessage } from '../protocol/validate';
import { createNonce, randomSeed } from './nonce';
import type { Runner, RunnerHostOptions, WorkerFactory, WorkerHandle } from './runner';
import { RunnerStatusBase } from './runner-status';

interface Session {
  worker: WorkerHandle;
  port: MessagePortLike;
  nonce: string;
  interrupt: Uint8Array | null;
  answer: SharedArrayBuffer | null;
}

interface ActiveRun {
  runId: number;
  session: Session;
  request: RunRequest;
  seed: number;
  answers: PopupAnswer[];
  queuedAnswers: PopupAnswer[];
  startedAt: number;
  remainingMs: number;
  timerStartedAt: number;
  timer: ReturnType<typeof setTimeout> | null;
  graceTimer: ReturnType<typeof setTimeout> | null;
  popupOpen: boolean;
  timedOut: boolean;
  stopped: boolean;
  resolve(result: RunResult): void;
}

const hasSharedMemory = () => typeof SharedArrayBuffer !== 'undefined';

/**
 * Owns one worker at a time: starts it, checks every message it sends, times runs out, interrupts
 * them, and replaces the worker when a program will not stop. Browser and Node share this code.
 */
export class RunnerHost extends RunnerStatusBase implements Runner {
  private session: Session | null = null;
  private active: ActiveRun | null = null;
  private nextRunId = 1;
  private failedStarts = 0;
  private readonly graceMs: number;
  private readonly maxStartAttempts: number;
  private readonly scheduleWarmUp: (warmUp: () => void) => void;

  constructor(
    private readonly createWorker: WorkerFactory,
    private readonly options: RunnerHostOptions = {},
  ) {
    super();
    this.graceMs = options.graceMs ?? INTERRUPT_GRACE_MS;
    this.maxStartAttempts = options.maxStartAttempts ?? 3;
    this.scheduleWarmUp = options.scheduleWarmUp ?? ((warmUp) => setTimeout(warmUp, 0));
    this.startSession('loading');
  }

  run(request: RunRequest): Promise<RunResult> {
    const refused = this.refusal();
    if (refused) return Promise.reject(refused);
    const session = this.session!;
    return new Promise<RunResult>((resolve) => {
      const seed = request.seed ?? randomSeed();
      const timeoutMs = request.timeoutMs ?? RUN_TIMEOUT_MS;
      const active: ActiveRun = {
        runId: this.nextRunId++,
        session,
        request,
        seed,
        answers: [],
        queuedAnswers: [...(request.answers ?? [])],
        startedAt: Date.now(),
        remainingMs: timeoutMs,
        timerStartedAt: 0,
        timer: null,
        graceTimer: null,
        popupOpen: false,
        timedOut: false,
        stopped: false,
        resolve,
      };
      this.active = active;
      this.setStatus('running');
      if (session.interrupt) session.interrupt[0] = 0;
      session.port.postMessage({
        type: 'run',
        runId: active.runId,
        code: request.code,
        level: request.level,
        seed,
      });
      this.startClock(active);
    });
  }

  stop(): void {
    const active = this.active;
    if (!active || active.timedOut || active.stopped) return;
    active.stopped = true;
    this.interrupt(active);
  }

  cancel(): void {
    const active = this.active;
    if (!active) return;
    this.finishWithoutResult(active, RUN_CANCELLED_MESSAGE);
    this.replaceWorker();
  }

  close(): void {
    const session = this.session;
    this.session = null;
    if (this.active) this.finishWithoutResult(this.active, 'The runner was closed.');
    this.setStatus('closed');
    if (session) this.dispose(session);
  }

  // ---- worker lifecycle -------------------------------------------------------------------

  private startSession(status: RunnerStatus): void {
    const nonce = createNonce();
    const channel = new MessageChannel();
    const port = channel.port1 as unknown as MessagePortLike;
    const shared = hasSharedMemory();
    const interruptBuffer = shared ? new SharedArrayBuffer(1) : null;
    const worker = this.createWorker();
    const session: Session = {
      worker,
      port,
      nonce,
      interrupt: interruptBuffer ? new Uint8Array(interruptBuffer) : null,
      answer: shared ? createAnswerBuffer() : null,
    };
    this.session = session;
    this.setStatus(status);
    port.onmessage = (event) => this.receive(session, event.data);
    port.start?.();
    worker.onFailure((message) => this.workerFailed(session, message));
    const init: InitMessage = {
      type: 'init',
      nonce,
      port: channel.port2 as unknown as MessagePortLike,
      interrupt: interruptBuffer,
      answer: session.answer,
      oneRun: this.options.recycleAfterRun === true,
    };
    worker.postInit(init, [channel.port2]);
  }

  private dispose(session: Session, clean = false): void {
    session.port.onmessage = null;
    session.port.close();
    if (clean && session.worker.release) session.worker.release();
    else session.worker.terminate();
  }

  /**
   * Throws the worker away and starts a fresh one; runs are refused until it is ready. `clean`: the
   * session's run reported by itself, so a worker that can start a fresh runtime may be kept.
   */
  private replaceWorker(clean = false): void {
    const old = this.session;
    this.session = null;
    if (old) this.dispose(old, clean);
    if (this.currentStatus === 'closed') return;
    this.startSession('resetting');
  }

  private workerFailed(session: Session, message: string): void {
    if (session !== this.session) return;
    if (this.active) this.finishWithoutResult(this.active, 'The Python worker stopped unexpectedly.');
    this.failedStarts += this.currentStatus === 'loading' || this.currentStatus === 'resetting' ? 1 : 0;
    if (this.failedStarts >= this.maxStartAttempts) {
      this.session = null;
      this.dispose(session);
      this.failure = `Pyodide worker failed to start: ${message}`;
      this.setStatus('failed');
      return;
    }
    this.replaceWorker();
  }

  // ---- messages -----------------------------------------------------------------------------

  private receive(session: Session, data: unknown): void {
    if (session !== this.session) return;
    let message;
    try {
      message = readWorkerMessage(data, session.nonce);
    } catch (error) {
      if (error instanceof InvalidWorkerMessage) return this.workerFailed(session, error.message);
      throw error;
    }
    if (!message) return; // no nonce: not from our runtime
    switch (message.type) {
      case 'ready':
        if (this.currentStatus !== 'loading' && this.currentStatus !== 'resetting') return;
        this.failedStarts = 0;
        this.setStatus('ready');
        this.scheduleWarmUp(() => {
          if (session === this.session) session.port.postMessage({ type: 'warm-up' } satisfies WarmUpMessage);
        });
        return;
      case 'fatal':
        return this.workerFailed(session, message.message);
      case 'popup':
        return void this.popup(message.runId, message.popup);
      case 'result':
        if (this.active && this.active.runId === message.runId && this.active.session === session)
          this.finish(this.active, message.result);
        return;
    }
  }

  private async popup(runId: number, popup: PopupRequest): Promise<void> {
    const active = this.active;
    if (!active || active.runId !== runId || active.popupOpen || !active.session.answer) return;
    active.popupOpen = true;
    this.pauseClock(active);
    let answer: PopupAnswer = null;
    const queued = active.queuedAnswers;
    // A run's recorded answers hold null for each write/read/display and a boolean per question;
    // a list of question answers only (a level's solutionAnswers) works too: questions skip nulls.
    if (popup.kind === 'question') while (queued[0] === null) queued.shift();
    if (queued.length > 0 && (popup.kind === 'question' || queued[0] === null))
      answer = queued.shift() ?? null;
    else if (queued.length > 0) answer = null;
    else if (this.popupHandler) {
      try {
        answer = await this.popupHandler(popup);
      } catch {
        answer = null;
      }
    }
    if (this.active !== active || active.timedOut || active.stopped) return;
    const value = popup.kind === 'question' ? answer === true : null;
    active.answers.push(value);
    active.popupOpen = false;
    writeAnswer(active.session.answer!, value);
    this.startClock(active);
  }

  // ---- time-out and interrupt ----------------------------------------------------------------

  private startClock(active: ActiveRun): void {
    active.timerStartedAt = Date.now();
    active.timer = setTimeout(
      () => {
        active.timer = null;
        if (this.active !== active) return;
        active.timedOut = true;
        this.interrupt(active);
      },
      Math.max(0, active.remainingMs),
    );
  }

  private pauseClock(active: ActiveRun): void {
    if (active.timer) clearTimeout(active.timer);
    active.timer = null;
    active.remainingMs -= Date.now() - active.timerStartedAt;
  }

  /** KeyboardInterrupt first; a program that swallows it loses its worker after the grace period. */
  private interrupt(active: ActiveRun): void {
    if (active.timer) clearTimeout(active.timer);
    active.timer = null;
    const { interrupt, answer } = active.session;
    if (!interrupt) return this.finishWithoutResult(active);
    interrupt[0] = SIGINT;
    if (active.popupOpen && answer) cancelAnswer(answer);
    active.graceTimer = setTimeout(() => {
      if (this.active === active) this.finishWithoutResult(active);
    }, this.graceMs);
  }

  // ---- results ---------------------------------------------------------------------------

  private finish(active: ActiveRun, result: WorkerRunResult): void {
    this.clearTimers(active);
    this.active = null;
    const interruptedByUs = result.interrupted && (active.timedOut || active.stopped);
    const runResult: RunResult = {
      events: result.events,
      // A level won before the clock ran out stays won (the script stopped at the winning command).
      timedOut: active.timedOut && !result.completion.complete,
      variables: result.variables,
      updatedConstants: result.updatedConstants,
      completion: result.completion,
      seed: active.seed,
      answers: active.answers,
      output: result.output,
      durationMs: Date.now() - active.startedAt,
    };
    if (active.stopped) runResult.stopped = true;
    if (result.error && !interruptedByUs) runResult.error = result.error;
    // A run we had to interrupt ends its worker for good; any other gives way to a fresh runtime.
    if (this.options.recycleAfterRun) this.replaceWorker(!active.timedOut && !active.stopped);
    else this.setStatus('ready');
    active.resolve(runResult);
  }

  /** The worker could not report (it ignored the interrupt, crashed, or was closed). */
  private finishWithoutResult(active: ActiveRun, failure?: string): void {
    this.clearTimers(active);
    this.active = null;
    const constants: LevelConstant[] = Array.isArray(active.request.level.constants)
      ? active.request.level.constants
      : [];
    const result: RunResult = {
      events: [],
      timedOut: active.timedOut,
      variables: {},
      updatedConstants: constants,
      completion: { complete: false },
      seed: active.seed,
      answers: active.answers,
      output: '',
      durationMs: Date.now() - active.startedAt,
    };
    if (active.stopped) result.stopped = true;
    if (failure) result.error = { message: failure, line: null, trace: failure };
    active.resolve(result);
    if (!failure) this.replaceWorker();
  }

  private clearTimers(active: ActiveRun): void {
    if (active.timer) clearTimeout(active.timer);
    if (active.graceTimer) clearTimeout(active.graceTimer);
    active.timer = null;
    active.graceTimer = null;
  }
}
