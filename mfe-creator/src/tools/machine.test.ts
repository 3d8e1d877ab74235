import type { CreatorDraft } from '@pylands/game-engine';
import { transition } from './machine';
import { IDLE, type ToolEvent, type ToolState } from './types';

const DRAFT: CreatorDraft = {
  name: 'My Creative Level',
  slug: 'my-creative-level',
  course_id: 'python',
  mapPath: 'creative-01.json',
  codeTemplate: '',
  tutorial: '',
  start: [0, 0],
  items: [],
  levelGoals: [],
  zoom: 50,
  is_public: false,
  school_visible: false,
};

/** Runs events from a state and draft, as the editor does, and returns where they end. */
function run(events: ToolEvent[], from: ToolState = IDLE, draft: CreatorDraft = DRAFT) {
  let state = from;
  let ids = 0;
  const due: number[] = [];
  events.forEach((event, index) => {
    const step = transition(state, event, { draft, width: 16, height: 12, newId: () => `item-${++ids}` });
    state = step.state;
    draft = step.draft ?? draft;
    if (step.buildDialogDue) due.push(index);
  });
  return { state, draft, due };
}

const apple = { type: 'choose', choice: { kind: 'item', type: 'apple' } } as const;
const speak = { type: 'choose', choice: { kind: 'command', action: 'speak', xmarkType: 'xmark' } } as const;
const build = { type: 'choose', choice: { kind: 'command', action: 'build', xmarkType: 'xmark' } } as const;
const click = (x: number, y: number): ToolEvent => ({ type: 'click', point: { x, y } });
const key = (k: string): ToolEvent => ({ type: 'key', key: k });
const BUILD_DATA = { buildType: 'bridge', displayName: 'Bridge', cost: { amount: 4, type: 'log' } };

describe('placing items', () => {
  it('places the chosen item on the clicked cell, then asks for its target', () => {
    const { state, draft } = run([apple, click(3.5, 4.2)]);
    expect(draft.items).toEqual([
      { id: 'item-1', sprite: 'apple', type: 'apple', action: 'collect', position: { x: 3, y: 4 } },
    ]);
    expect(state.mode).toBe('target');
  });

  it('targets the neighbour nearest the pointer and confirms it with a click', () => {
    const { state, draft } = run([apple, click(3.5, 4.5), { type: 'move', point: { x: 4.9, y: 4.4 } }]);
    expect(state.target).toEqual({ x: 4, y: 4 });
    const done = run([click(3.4, 3.1)], state, draft);
    expect(done.draft.items[0].targetPosition).toEqual({ x: 3, y: 3 });
    expect(done.state.mode).toBe('idle');
  });

  it('then a click on the placed item selects it, and Delete removes it (not another placed)', () => {
    const placed = run([apple, click(3.5, 4.5), click(3.4, 3.1)]);
    const selected = run([click(3.5, 4.5)], placed.state, placed.draft);
    expect(selected.draft.items).toHaveLength(1);
    expect(selected.state.selectedId).toBe('item-1');
    expect(run([key('Delete')], selected.state, selected.draft).draft.items).toEqual([]);
  });

  it('stacks a second item on a cell when the item is chosen again (a count badge)', () => {
    const first = run([apple, click(3.5, 4.5), click(3.4, 3.1)]);
    expect(run([apple, click(3.5, 4.5)], first.state, first.draft).draft.items).toHaveLength(2);
  });

  it('offers no target off the map', () => {
    const { state } = run([apple, click(0.5, 0.5), { type: 'move', point: { x: -3, y: 0.5 } }]);
    expect(state.target).toEqual({ x: 0, y: 1 });
  });

  it('does nothing for a click outside the map', () => {
    expect(run([apple, click(20, 3)]).draft.items).toEqual([]);
  });
});

describe('speak markers', () => {
  it('open the speak dialog; confirming stores the phrase', () => {
    const placed = run([speak, click(2, 2)]);
    expect(placed.state.mode).toBe('speak');
    const done = run([{ type: 'speakConfirm', data: 'Hello there' }], placed.state, placed.draft);
    expect(done.draft.items[0]).toMatchObject({ action: 'speak', data: 'Hello there', xmarkType: 'xmark' });
    expect(done.state.mode).toBe('idle');
  });

  it('are removed when the speak dialog is cancelled or Escape is pressed', () => {
    expect(run([speak, click(2, 2), { type: 'speakCancel' }]).draft.items).toEqual([]);
    expect(run([speak, click(2, 2), key('Escape')]).draft.items).toEqual([]);
  });
});

describe('build markers', () => {
  it('ask for the build dialog once placed, which opens over target-setting', () => {
    const { state, due } = run([build, click(5, 5), { type: 'buildDue' }]);
    expect(due).toEqual([1]);
    expect(state.mode).toBe('build');
  });

  it('store the build data, then take their target', () => {
    const { state, draft } = run([
      build,
      click(5.5, 5.5),
      { type: 'buildDue' },
      { type: 'buildConfirm', buildData: BUILD_DATA },
      click(5.5, 4.2),
    ]);
    expect(draft.items[0]).toMatchObject({ buildData: BUILD_DATA, targetPosition: { x: 5, y: 4 } });
    expect(state.mode).toBe('idle');
  });

  it('are removed when the build dialog is cancelled', () => {
    expect(run([build, click(5, 5), { type: 'buildDue' }, { type: 'buildCancel' }]).draft.items).toEqual([]);
  });

  it('stay done when the dialog timer fires after the target was already chosen', () => {
    const { state } = run([apple, click(5, 5), click(5.5, 6.5), { type: 'buildDue' }]);
    expect(state.mode).toBe('idle');
  });
});

describe('selecting and removing', () => {
  const placedTwice = () =>
    run([apple, click(1, 1), click(1.5, 2.5), apple, click(1, 1), click(1.5, 2.5), key('Escape')]);

  it('selects the top item of a clicked cell in idle mode, Delete removes it', () => {
    const { state, draft } = placedTwice();
    expect(state).toEqual(IDLE);
    expect(draft.items).toHaveLength(2);
    const selected = run([click(1.2, 1.7)], state, draft);
    expect(selected.state.selectedId).toBe('item-2');
    const removed = run([key('Delete')], selected.state, selected.draft);
    expect(removed.draft.items.map((i) => i.id)).toEqual(['item-1']);
    const again = run([click(1.2, 1.7), key('Backspace')], removed.state, removed.draft);
    expect(again.draft.items).toEqual([]);
  });

  it('deselects with Escape or a click on an empty cell', () => {
    const { state, draft } = placedTwice();
    expect(run([click(1, 1), key('Escape')], state, draft).state.selectedId).toBeNull();
    expect(run([click(1, 1), click(9, 9)], state, draft).state.selectedId).toBeNull();
  });
});

describe('setting the player start', () => {
  it('moves the start to the clicked cell and ends the mode', () => {
    const { state, draft } = run([{ type: 'toggleStart' }, click(7.3, 2.8)]);
    expect(draft.start).toEqual([7, 2]);
    expect(state.mode).toBe('idle');
  });

  it('cancels item and target setting; toggling again leaves it', () => {
    const toggled = run([apple, click(3, 3), { type: 'toggleStart' }]);
    expect(toggled.state).toEqual({ ...IDLE, mode: 'start' });
    expect(run([{ type: 'toggleStart' }], toggled.state, toggled.draft).state).toEqual(IDLE);
  });

  it('is cancelled by Escape', () => {
    const { state, draft } = run([{ type: 'toggleStart' }, key('Escape'), click(7, 2)]);
    expect(state.mode).toBe('idle');
    expect(draft.start).toEqual([0, 0]);
  });
});

describe('dialogs and Escape', () => {
  it('opening Items, Commands or Code & Tutorial cancels target-setting', () => {
    const { state, draft } = run([apple, click(3, 3), { type: 'dialogOpened' }]);
    expect(state).toEqual(IDLE);
    expect(draft.items[0].targetPosition).toBeUndefined();
  });

  it('Escape cancels item placement and target placement', () => {
    expect(run([apple, key('Escape')]).state).toEqual(IDLE);
    expect(run([apple, click(3, 3), key('Escape')]).state).toEqual(IDLE);
  });
});
