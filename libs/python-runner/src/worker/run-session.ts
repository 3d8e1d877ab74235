import { COMMAND_NAMES, createWorld, POPUP_COMMANDS } from '@pylands/game-engine';
import type {
  CommandName,
  CompletionResult,
  GameError,
  GameEvent,
  LevelConstant,
} from '@pylands/game-engine';
import type { PyodideAPI } from 'pyodide';
import { resetAnswer, waitForAnswer } from '../protocol/answer-buffer';
import type { RunMessage, WorkerRunResult } from '../protocol/messages';
import { PLAYER_MODULE_PATH, PLAYER_SOURCE } from '../python/player-source';
import type { PopupKind, PopupRequest, RunError } from '../protocol/run-types';

// Intrinsics captured before any learner code runs: a program can replace the globals later.
const { parse, stringify } = JSON;

const COMMANDS: ReadonlySet<string> = new Set(COMMAND_NAMES);
const POPUPS: ReadonlySet<string> = new Set(POPUP_COMMANDS);

/** The interpreter with the harness loaded: what every run needs, prepared once. */
export interface Harness {
  pyodide: PyodideAPI;
  runHarness: (code: string, constants: string, seed: number, call: unknown) => string;
  currentVariables: () => string;
}

/** What the page handed the worker: where popups and the interrupt travel (none for the warm-up). */
export interface SessionChannel {
  nonce: string;
  send: (message: unknown) => void;
  interrupt: Uint8Array | null;
  answer: SharedArrayBuffer | null;
}

interface RunState {
  gameError: (GameError & { line: number | null }) | null;
  /** The last goal was met mid-run: every later command is refused and the script stops. */
  won: boolean;
}

/** Runs programs one at a time against the engine, asking the page when a popup is shown. */
export function createRunSession(
  { pyodide, runHarness, currentVariables }: Harness,
  { nonce, send, interrupt, answer }: SessionChannel,
): (message: RunMessage) => WorkerRunResult {
  let currentRunId = 0;
  return runOnce;

  function runOnce({ runId, code, level, seed }: RunMessage): WorkerRunResult {
    currentRunId = runId;
    const world = createWorld(level);
    const state: RunState = { gameError: null, won: false };
    const call = (name: string, argsJson: string, line: number | undefined): string =>
      applyCommand(world, state, name, argsJson, typeof line === 'number' ? line : null);
    if (interrupt) interrupt[0] = 0;
    pyodide.FS.writeFile(PLAYER_MODULE_PATH, PLAYER_SOURCE);
    const constants: LevelConstant[] = Array.isArray(level.constants) ? level.constants : [];
    let report: PythonReport;
    try {
      report = parse(runHarness(code, stringify(constants), seed, call)) as PythonReport;
    } catch (error) {
      // The interrupt can land in the harness itself, just after the program ended.
      if (!String(error).includes('KeyboardInterrupt')) throw error;
      report = { error: null, interrupted: true, variables: {}, updatedConstants: constants, output: '' };
    }
    if (interrupt) interrupt[0] = 0;
    // A won level stays won: whatever the script did after the win (it can only get there by
    // catching the stop) does not count.
    const error = state.won ? undefined : runError(report, state);
    let completion: CompletionResult = { complete: false };
    if (state.won) completion = { complete: true };
    else if (state.gameError) completion = { complete: false, error: gameErrorOf(state.gameError) };
    else if (!error && !report.interrupted) {
      try {
        completion = world.checkCompletion(report.variables);
      } catch (failure) {
        completion = { complete: false, error: { key: 'engine', message: String(failure) } };
      }
    }
    const events: GameEvent[] = world.events.slice();
    return {
      events,
      error,
      interrupted: report.interrupted && !state.won,
      variables: report.variables,
      updatedConstants: report.updatedConstants,
      completion,
      output: report.output,
    };
  }

  function applyCommand(
    world: ReturnType<typeof createWorld>,
    state: RunState,
    name: string,
    argsJson: string,
    line: number | null,
  ): string {
    if (state.gameError) return stringify({ error: state.gameError });
    if (state.won) return stringify({ won: true });
    if (!COMMANDS.has(name))
      return stringify({ error: { key: 'command.unknown', message: `Unknown command: ${name}` } });
    let args = parse(argsJson) as unknown[];
    const popupsWork = answer !== null;
    if (POPUPS.has(name) && !popupsWork) {
      state.gameError = {
        key: 'popup.unavailable',
        message: 'Popups need a cross-origin isolated page.',
        line,
      };
      return stringify({ error: state.gameError });
    }
    // The engine records a question's answer from args[1], so the question is asked first.
    let answered: boolean | null = null;
    if (name === 'question') {
      const reply = ask({
        kind: 'question',
        text: typeof args[0] === 'string' ? args[0] : String(args[0] ?? ''),
        line,
        events: world.events.slice(),
      });
      if (reply.cancelled) return stringify({ cancelled: true });
      answered = reply.value === true;
      args = [args[0], answered];
    }
    let event: GameEvent;
    try {
      event = world.apply({ name: name as CommandName, args, line });
    } catch (failure) {
      state.gameError = { key: 'engine', message: String(failure), line };
      return stringify({ error: state.gameError });
    }
    if (event.error) {
      state.gameError = { ...gameErrorOf(event.error), line };
      return stringify({ error: event.error });
    }
    let value: unknown = null;
    if (name === 'question') value = answered;
    else if (POPUPS.has(name)) {
      // The popup is shown (and closed) before a win is declared: the child sees what was written.
      const text = event.text ?? (typeof args[0] === 'string' ? args[0] : '');
      const reply = ask({ kind: name as PopupKind, text, line, events: world.events.slice() });
      if (reply.cancelled) return stringify({ cancelled: true });
      if (name === 'read') value = event.text ?? null;
    }
    if (world.winAfterCommand(readVariables)) {
      state.won = true;
      return stringify({ won: true });
    }
    return stringify({ value });
  }

  /** The program's variables right now (assign and compare goals checked mid-run). */
  function readVariables(): Record<string, unknown> {
    try {
      const parsed = parse(currentVariables()) as unknown;
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  /** Shows a popup on the page and blocks the script until it is answered or the run is stopped. */
  function ask(popup: PopupRequest): ReturnType<typeof waitForAnswer> {
    resetAnswer(answer!);
    send({ type: 'popup', nonce, runId: currentRunId, popup });
    return waitForAnswer(answer!);
  }
}

interface PythonReport {
  error: { message: string; line: number | null; trace: string; gameError: boolean } | null;
  interrupted: boolean;
  variables: Record<string, unknown>;
  updatedConstants: LevelConstant[];
  output: string;
}

const paramsOf = (error: GameError) => (error.params ? { params: error.params } : {});

/** The key, params (when any) and English text of a game error, without the run's extras. */
const gameErrorOf = (error: GameError): GameError => ({
  key: error.key,
  ...paramsOf(error),
  message: error.message,
});

function runError(report: PythonReport, state: RunState): RunError | undefined {
  const game = state.gameError;
  if (game) {
    const trace = report.error?.gameError ? report.error.trace : `GameError: ${game.message}`;
    return { message: game.message, line: game.line, trace, key: game.key, ...paramsOf(game) };
  }
  if (!report.error) return undefined;
  return { message: report.error.message, line: report.error.line, trace: report.error.trace };
}
