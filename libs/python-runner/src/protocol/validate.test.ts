import { readWorkerMessage } from './validate';
import { InvalidWorkerMessage } from './validate';

const transform = { x: 1, y: 2, rotationX: 0, rotationY: -1 };
const event = {
  id: 1,
  command: 'move_forward',
  args: [1],
  line: 2,
  from: transform,
  to: transform,
  goals: [],
  inventory: [],
};
const result = {
  events: [event],
  interrupted: false,
  variables: { a: 1 },
  updatedConstants: [],
  completion: { complete: false },
  output: '',
};

describe('readWorkerMessage', () => {
  it('ignores messages without this session nonce', () => {
    expect(readWorkerMessage({ type: 'result', nonce: 'other', runId: 1, result }, 'n1')).toBeNull();
    expect(readWorkerMessage({ type: 'result', runId: 1, result }, 'n1')).toBeNull();
    expect(readWorkerMessage('result', 'n1')).toBeNull();
  });

  it('rebuilds a valid result from known fields only', () => {
    const message = readWorkerMessage(
      {
        type: 'result',
        nonce: 'n1',
        runId: 1,
        result: { ...result, extra: 'x', events: [{ ...event, evil: () => 1 }] },
      },
      'n1',
    );
    expect(message).toEqual({ type: 'result', nonce: 'n1', runId: 1, result });
  });

  it("keeps a game error's key and params, for the screens to word it in the child's language", () => {
    const failed = {
      ...event,
      error: { key: 'build.log', params: { amount: 4 }, message: 'You need 4 logs to build this.' },
    };
    const message = readWorkerMessage(
      { type: 'result', nonce: 'n1', runId: 1, result: { ...result, events: [failed] } },
      'n1',
    );
    expect(message?.type === 'result' && message.result.events[0].error).toEqual(failed.error);
    const badParams = { ...failed, error: { ...failed.error, params: { amount: { evil: true } } } };
    expect(() =>
      readWorkerMessage(
        { type: 'result', nonce: 'n1', runId: 1, result: { ...result, events: [badParams] } },
        'n1',
      ),
    ).toThrow(InvalidWorkerMessage);
  });

  it('throws on a nonce-bearing message of the wrong shape', () => {
    const bad = [
      {
        type: 'result',
        nonce: 'n1',
        runId: 1,
        result: { ...result, events: [{ ...event, command: 'teleport' }] },
      },
      { type: 'result', nonce: 'n1', runId: 1, result: { ...result, completion: null } },
      { type: 'popup', nonce: 'n1', runId: 1, popup: { kind: 'alert', text: 'x', line: 1, events: [] } },
      { type: 'popup', nonce: 'n1', runId: 1, popup: { kind: 'write', text: 'x', line: 1 } },
      {
        type: 'popup',
        nonce: 'n1',
        runId: 1,
        popup: { kind: 'write', text: 'x', line: 1, events: [{ ...event, to: 'somewhere' }] },
      },
      { type: 'ready', nonce: 'n1', pyodideVersion: 3, loadMs: 1 },
      { type: 'eval', nonce: 'n1' },
    ];
    for (const data of bad) expect(() => readWorkerMessage(data, 'n1')).toThrow(InvalidWorkerMessage);
  });

  it('rebuilds a popup with the events applied before it', () => {
    const popup = { kind: 'read', text: 'left', line: 3, events: [{ ...event, evil: 'x' }], extra: 1 };
    expect(readWorkerMessage({ type: 'popup', nonce: 'n1', runId: 2, popup }, 'n1')).toEqual({
      type: 'popup',
      nonce: 'n1',
      runId: 2,
      popup: { kind: 'read', text: 'left', line: 3, events: [event] },
    });
  });

  it('drops __proto__ keys from learner variables', () => {
    const variables = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}');
    const message = readWorkerMessage(
      { type: 'result', nonce: 'n1', runId: 1, result: { ...result, variables } },
      'n1',
    );
    expect(message?.type === 'result' && message.result.variables).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
