import { fork, type ChildProcess } from 'child_process';
import { existsSync } from 'fs';
import path from 'path';
import type { Runner } from '../../host/runner';
import { NOT_INITIALIZED_MESSAGE, RUN_CANCELLED_MESSAGE } from '../../protocol/limits';
import type { PopupAnswer, PopupHandler, RunRequest, RunResult } from '../../protocol/run-types';
import {
  NODE_WORKER_PATH,
  pyodideDir,
  RUNNER_DIST_DIR,
  SANDBOX_CHILD_PATH,
  snapshotPath,
} from '../artifacts';
import type { NodeRunnerOptions } from '../node-runner';
import { folderAndBelow, sandboxExecArgv } from './permissions';
import { readSandboxMessage, type SandboxConfig, type ToSandbox } from './sandbox-protocol';
import { RunnerStatusBase } from '../../host/runner-status';

interface PendingRun {
  runId: number;
  request: RunRequest;
  startedAt: number;
  resolve(result: RunResult): void;
  reject(error: Error): void;
}

/** What the sandbox process may read: Pyodide, the runner's dist, the snapshot and the worker. */
export function sandboxReadPaths(workerPath: string, snapshot: string | null): string[] {
  const paths = [folderAndBelow(pyodideDir()), folderAndBelow(RUNNER_DIST_DIR), workerPath];
  if (snapshot) paths.push(snapshot);
  return paths;
}

/**
 * A Runner whose worker threads live in a separate Node process started under the permission model
 * (see permissions.ts): the second layer around learner code on the server. A program that escaped
 * its thread still cannot write or read files outside Pyodide and the runner, start processes, or
 * load native code, and a crash or memory blow-up takes down only that process.
 */
export function createSandboxedRunner(options: NodeRunnerOptions = {}): Runner {
  return new SandboxedRunner(options);
}

class SandboxedRunner extends RunnerStatusBase implements Runner {
  private child: ChildProcess | null = null;
  private pending: PendingRun | null = null;
  private nextRunId = 1;
  private failedStarts = 0;
  private readonly config: SandboxConfig;
  private readonly execArgv: string[];

  constructor(private readonly options: NodeRunnerOptions) {
    super();
    const workerPath = path.resolve(options.workerPath ?? NODE_WORKER_PATH);
    if (!existsSync(workerPath) || !existsSync(SANDBOX_CHILD_PATH))
      throw new Error(`Runner not built: ${workerPath} (run npm run build in libs/python-runner)`);
    const snapshot = options.snapshotPath === undefined ? snapshotPath() : options.snapshotPath;
    this.config = {
      workerPath,
      snapshotPath: snapshot,
      recycleAfterRun: options.recycleAfterRun,
      graceMs: options.graceMs,
      maxStartAttempts: options.maxStartAttempts,
      heapLimitMb: options.heapLimitMb,
      spareThreads: options.spareThreads,
      runsPerThread: options.runsPerThread,
    };
    this.execArgv = sandboxExecArgv(sandboxReadPaths(workerPath, snapshot));
    this.startChild();
  }

  run(request: RunRequest): Promise<RunResult> {
    const refused = this.refusal();
    if (refused) return Promise.reject(refused);
    return new Promise<RunResult>((resolve, reject) => {
      const runId = this.nextRunId++;
      this.pending = { runId, request, startedAt: Date.now(), resolve, reject };
      this.setStatus('running');
      this.send({ type: 'run', runId, request });
    });
  }

  stop(): void {
    if (this.pending) this.send({ type: 'stop' });
  }

  /** Abandons the active run at once: the sandbox process is killed and a fresh one started. */
  cancel(): void {
    if (!this.pending || !this.child) return;
    const child = this.child;
    this.child = null;
    this.failPending(RUN_CANCELLED_MESSAGE);
    child.kill('SIGKILL');
    this.setStatus('resetting');
    this.startChild();
  }

  close(): void {
    const child = this.child;
    this.child = null;
    this.failPending('The runner was closed.');
    this.setStatus('closed');
    child?.kill('SIGKILL');
  }

  private send(message: ToSandbox): void {
    this.child?.send(message);
  }

  private startChild(): void {
    const child = fork(SANDBOX_CHILD_PATH, [JSON.stringify(this.config)], {
      execArgv: this.execArgv,
      // No environment: nothing of the service's configuration reaches the sandbox. Only glibc's
      // arena count: a sandbox's threads start and drop a Pyodide per run, and with an arena per
      // thread its memory settled ~100 MB higher under sustained load.
      env: { MALLOC_ARENA_MAX: '2' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    this.child = child;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on('message', (data) => this.receive(child, data));
    child.on('exit', (code, signal) => {
      if (child !== this.child) return;
      this.childFailed(`sandbox process exited (${signal ?? code}) ${stderr.trim()}`.trim());
    });
    child.on('error', (error) => {
      if (child === this.child) this.childFailed(error.message);
    });
  }

  private receive(child: ChildProcess, data: unknown): void {
    if (child !== this.child) return;
    let message;
    try {
      message = readSandboxMessage(data);
    } catch {
      child.kill('SIGKILL'); // its exit restarts the sandbox
      return;
    }
    switch (message.type) {
      case 'status':
        if (message.status === 'ready') this.failedStarts = 0;
        if (message.status === 'failed') {
          this.failure = message.failure ?? NOT_INITIALIZED_MESSAGE;
          this.child = null;
          child.kill('SIGKILL');
        }
        if (message.status === 'closed') return;
        // The parent already shows 'running' from the moment it sent the run.
        if (message.status === 'running' && !this.pending) return;
        this.setStatus(message.status);
        return;
      case 'popup':
        return void this.answerPopup(child, message.popupId, message.popup);
      case 'result':
        if (this.pending?.runId === message.runId) {
          const { resolve } = this.pending;
          this.pending = null;
          resolve(message.result);
        }
        return;
      case 'rejected':
        if (this.pending?.runId === message.runId) {
          const { reject } = this.pending;
          this.pending = null;
          if (this.currentStatus === 'running') this.setStatus('ready');
          reject(new Error(message.message));
        }
        return;
    }
  }

  private async answerPopup(child: ChildProcess, popupId: number, popup: Parameters<PopupHandler>[0]) {
    let answer: PopupAnswer = null;
    try {
      if (this.popupHandler) answer = await this.popupHandler(popup);
    } catch {
      answer = null;
    }
    if (child === this.child) this.send({ type: 'answer', popupId, answer });
  }

  private childFailed(message: string): void {
    this.child = null;
    this.failPending('The Python worker stopped unexpectedly.');
    if (this.currentStatus === 'closed') return;
    this.failedStarts += 1;
    if (this.failedStarts >= (this.options.maxStartAttempts ?? 3)) {
      this.failure = `Pyodide sandbox failed to start: ${message}`;
      this.setStatus('failed');
      return;
    }
    this.setStatus('resetting');
    this.startChild();
  }

  /** The sandbox died mid-run: the run ends without a result, like a crashed worker's. */
  private failPending(failure: string): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    const constants = Array.isArray(pending.request.level.constants) ? pending.request.level.constants : [];
    pending.resolve({
      events: [],
      timedOut: false,
      variables: {},
      updatedConstants: constants,
      completion: { complete: false },
      seed: pending.request.seed ?? 0,
      answers: [],
      output: '',
      durationMs: Date.now() - pending.startedAt,
      error: { message: failure, line: null, trace: failure },
    });
  }
}
