import { COMMAND_NAMES, POPUP_COMMANDS } from '@pylands/game-engine';
import type {
  CommandName,
  CompletionResult,
  GameError,
  GameEvent,
  GoalProgress,
  InventoryEntry,
  LevelConstant,
  ObjectChange,
  Transform,
  Vec2,
} from '@pylands/game-engine';
import { MAX_EVENTS, OUTPUT_LIMIT_CHARS } from './limits';
import type { WorkerMessage, WorkerRunResult } from './messages';
import type { PopupKind, PopupRequest, RunError } from './run-types';

/**
 * Everything from the worker is untrusted data: learner code runs in that realm. Each reader
 * rebuilds a fresh value from known fields and throws on anything malformed.
 */
export class InvalidWorkerMessage extends Error {}

type Json = Record<string, unknown>;

function fail(what: string): never {
  throw new InvalidWorkerMessage(`Invalid worker message: ${what}`);
}

function record(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(what);
  return value as Json;
}

function str(value: unknown, what: string, max = 100000): string {
  if (typeof value !== 'string' || value.length > max) fail(what);
  return value;
}

function num(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(what);
  return value;
}

function lineOf(value: unknown, what: string): number | null {
  return value === null || value === undefined ? null : num(value, what);
}

function list<T>(value: unknown, what: string, read: (item: unknown) => T, max = MAX_EVENTS): T[] {
  if (!Array.isArray(value) || value.length > max) fail(what);
  return value.map(read);
}

function vec2(value: unknown): Vec2 {
  const [x, y] = list(value, 'vec2', (n) => num(n, 'vec2'), 2);
  return [x, y];
}

function transform(value: unknown): Transform {
  const t = record(value, 'transform');
  return {
    x: num(t.x, 'x'),
    y: num(t.y, 'y'),
    rotationX: num(t.rotationX, 'rotationX'),
    rotationY: num(t.rotationY, 'rotationY'),
  };
}

/** A message key's params: a few short texts or numbers (the screens fill `{{placeholders}}`). */
function messageParams(value: unknown): Record<string, string | number> {
  const entries = Object.entries(record(value, 'error params'));
  if (entries.length > 10) fail('too many error params');
  return Object.fromEntries(
    entries.map(([name, v]) => [
      str(name, 'error param name', 50),
      typeof v === 'number' ? num(v, 'error param') : str(v, 'error param', 200),
    ]),
  );
}

function gameError(value: unknown): GameError {
  const e = record(value, 'game error');
  const error: GameError = {
    key: str(e.key, 'error key', 200),
    message: str(e.message, 'error message', 2000),
  };
  if (e.params !== undefined) error.params = messageParams(e.params);
  return error;
}

/** Plain JSON data only (structured clone already dropped functions and prototypes). */
function jsonValue(value: unknown, depth = 0): unknown {
  if (depth > 32) fail('value too deep');
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return num(value, 'number');
  if (Array.isArray(value)) return value.map((v) => jsonValue(v, depth + 1));
  const out: Json = {};
  for (const [k, v] of Object.entries(record(value, 'value'))) {
    if (k === '__proto__') continue;
    out[k] = jsonValue(v, depth + 1);
  }
  return out;
}

const COMMANDS: ReadonlySet<string> = new Set(COMMAND_NAMES);
const CHANGE_KINDS: ReadonlySet<string> = new Set([
  'removed',
  'appeared',
  'opened',
  'closed',
  'filled',
  'emptied',
  'moved',
]);
const POPUP_KINDS: ReadonlySet<string> = new Set(POPUP_COMMANDS);

function goal(value: unknown): GoalProgress {
  const g = record(value, 'goal');
  return {
    type: str(g.type, 'goal type', 200),
    action: str(g.action, 'goal action', 50) as GoalProgress['action'],
    score: num(g.score, 'score'),
    maxScore: num(g.maxScore, 'maxScore'),
  };
}

function inventoryEntry(value: unknown): InventoryEntry {
  const i = record(value, 'inventory');
  return { type: str(i.type, 'inventory type', 200), count: num(i.count, 'count') };
}

function change(value: unknown): ObjectChange {
  const c = record(value, 'change');
  const kind = str(c.kind, 'change kind', 20);
  if (!CHANGE_KINDS.has(kind)) fail('change kind');
  const out: ObjectChange = { itemIndex: num(c.itemIndex, 'itemIndex'), kind: kind as ObjectChange['kind'] };
  if (c.position !== undefined) out.position = vec2(c.position);
  if (c.itemType !== undefined) out.itemType = str(c.itemType, 'itemType', 200);
  return out;
}

export function readEvent(value: unknown): GameEvent {
  const e = record(value, 'event');
  const command = str(e.command, 'command', 30);
  if (!COMMANDS.has(command)) fail('command');
  const event: GameEvent = {
    id: num(e.id, 'event id'),
    command: command as CommandName,
    args: list(e.args, 'args', (a) => jsonValue(a), 100),
    line: lineOf(e.line, 'line'),
    from: transform(e.from),
    to: transform(e.to),
    goals: list(e.goals, 'goals', goal, 1000),
    inventory: list(e.inventory, 'inventory', inventoryEntry, 1000),
  };
  if (e.path !== undefined) event.path = list(e.path, 'path', vec2, 10000);
  if (e.blocked !== undefined) event.blocked = e.blocked === true;
  if (e.error !== undefined) event.error = gameError(e.error);
  if (e.changes !== undefined) event.changes = list(e.changes, 'changes', change, 1000);
  if (e.text !== undefined) event.text = str(e.text, 'text', 10000);
  if (e.answer !== undefined) event.answer = e.answer === true;
  return event;
}

function runError(value: unknown): RunError {
  const e = record(value, 'run error');
  const error: RunError = {
    message: str(e.message, 'message', 10000),
    line: lineOf(e.line, 'error line'),
    trace: str(e.trace, 'trace', 50000),
  };
  if (e.key !== undefined) error.key = str(e.key, 'key', 200);
  if (e.params !== undefined) error.params = messageParams(e.params);
  return error;
}

function completion(value: unknown): CompletionResult {
  const c = record(value, 'completion');
  const out: CompletionResult = { complete: c.complete === true };
  if (c.error !== undefined) out.error = gameError(c.error);
  return out;
}

function constant(value: unknown): LevelConstant {
  const c = record(value, 'constant');
  return { name: str(c.name, 'constant name', 200), value: jsonValue(c.value) };
}

export function readWorkerRunResult(value: unknown): WorkerRunResult {
  const r = record(value, 'result');
  const result: WorkerRunResult = {
    events: list(r.events, 'events', readEvent),
    interrupted: r.interrupted === true,
    variables: jsonValue(record(r.variables, 'variables')) as Record<string, unknown>,
    updatedConstants: list(r.updatedConstants, 'updatedConstants', constant, 1000),
    completion: completion(r.completion),
    output: str(r.output, 'output', OUTPUT_LIMIT_CHARS + 100),
  };
  if (r.error !== undefined && r.error !== null) result.error = runError(r.error);
  return result;
}

export function readPopup(value: unknown): PopupRequest {
  const p = record(value, 'popup');
  const kind = str(p.kind, 'popup kind', 20);
  if (!POPUP_KINDS.has(kind)) fail('popup kind');
  return {
    kind: kind as PopupKind,
    text: str(p.text, 'popup text', 10000),
    line: lineOf(p.line, 'popup line'),
    events: list(p.events, 'popup events', readEvent),
  };
}

/**
 * Reads a message from the worker's port. Returns null for anything not carrying this session's
 * nonce (a forgery); throws InvalidWorkerMessage for a nonce-bearing message of the wrong shape.
 */
export function readWorkerMessage(data: unknown, nonce: string): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Json;
  if (typeof m.nonce !== 'string' || m.nonce !== nonce) return null;
  switch (m.type) {
    case 'ready':
      return {
        type: 'ready',
        nonce,
        pyodideVersion: str(m.pyodideVersion, 'version', 50),
        loadMs: num(m.loadMs, 'loadMs'),
      };
    case 'popup':
      return { type: 'popup', nonce, runId: num(m.runId, 'runId'), popup: readPopup(m.popup) };
    case 'result':
      return { type: 'result', nonce, runId: num(m.runId, 'runId'), result: readWorkerRunResult(m.result) };
    case 'fatal':
      return { type: 'fatal', nonce, message: str(m.message, 'fatal message', 10000) };
    default:
      return fail('type');
  }
}
