import { createWorld } from '../world/create-world';
import { buildLevel } from '../testing/level-builder';
import { goal, item, pile, ROOM } from '../testing/play';
import type { Command, Item, LevelGoal } from '../types';

const AHEAD: [number, number] = [3, 2];
const AT_MARK = { position: [3, 3] as [number, number], targetPosition: AHEAD };

function worldWith(items: Item[], goals: LevelGoal[] = [], rects = false) {
  return createWorld(
    buildLevel({ rows: ROOM, items, goals, rects: rects ? [{ x: 48, y: 32, width: 16, height: 16 }] : [] }),
  );
}

const run = (world: ReturnType<typeof createWorld>, ...calls: [Command['name'], ...unknown[]][]) =>
  calls.map(([name, ...args], i) => world.apply({ name, args, line: i + 1 }));

describe('object states (§4 "Object states")', () => {
  it.each(['door', 'gate_wood', 'chest', 'oven'])('a closed %s blocks; opened it is walkable', (type) => {
    const closed = worldWith([item('open', type, AHEAD)]);
    expect(closed.objects()[0]).toMatchObject({ state: 'closed', solid: true, visible: true });
    expect(run(closed, ['move_forward'])[0].error?.key).toBe('move.wall');

    const opened = worldWith([item('open', type, AHEAD)]);
    run(opened, ['open']);
    expect(opened.objects()[0]).toMatchObject({ state: 'open', solid: false });
    expect(run(opened, ['move_forward'])[0].error).toBeUndefined();
  });

  it('opening makes a cell walkable even over a collision rectangle, closing blocks it again', () => {
    const world = worldWith([item('open', 'door', AHEAD, { data: 'closed' })], [], true);
    run(
      world,
      ['open'],
      ['move_forward'],
      ['turn_left'],
      ['turn_left'],
      ['move_forward'],
      ['turn_left'],
      ['turn_left'],
    );
    expect(world.player).toEqual({ x: 3, y: 3, rotationX: 0, rotationY: -1 });
    const [closing, bump] = run(world, ['close'], ['move_forward']);
    expect(closing.changes![0].kind).toBe('closed');
    expect(bump.error?.key).toBe('move.wall');
  });

  it('a door given as open in its data starts walkable', () => {
    const world = worldWith([item('open', 'door', AHEAD, { data: 'open' })]);
    expect(world.objects()[0]).toMatchObject({ state: 'open', solid: false });
  });

  it.each(['tray', 'shelf', 'wine_rack', 'flag'])(
    'a %s starts empty and fills when something is placed on it',
    (type) => {
      const world = worldWith(
        [item('place', type, AHEAD), ...pile('apple', 1, [3, 3])],
        [goal('place', 'apple', { data: 'apple', ...AT_MARK })],
      );
      expect(world.objects()[0].state).toBe('empty');
      run(world, ['collect', 'apple'], ['place', 'apple', 1]);
      expect(world.objects()[0].state).toBe('filled');
    },
  );

  it('a tray given as full in its data starts filled', () => {
    expect(worldWith([item('place', 'tray', AHEAD, { data: 'fill' })]).objects()[0].state).toBe('filled');
  });

  it('a build target starts hidden and solid, and once built is visible and walkable', () => {
    const world = worldWith(
      [item('build', 'wood_road', AHEAD), ...pile('plank', 4, [3, 3])],
      [goal('build', 'wood', { data: 'wood_road', ...AT_MARK })],
    );
    expect(world.objects()[0]).toMatchObject({ visible: false, solid: true });
    run(
      world,
      ['collect', 'plank'],
      ['collect', 'plank'],
      ['collect', 'plank'],
      ['collect', 'plank'],
      ['build', 'wood'],
    );
    expect(world.objects()[0]).toMatchObject({ visible: true, solid: false, made: true });
    expect(run(world, ['move_forward'])[0].error).toBeUndefined();
  });

  it('the X mark of a build goal is neither hidden nor solid', () => {
    const world = worldWith([item('build', 'xmark', AHEAD)]);
    expect(world.objects()[0]).toMatchObject({ visible: true, solid: false });
  });

  it('a combine result starts hidden and appears when combined', () => {
    const world = worldWith(
      [
        item('combine', 'grape_juice', AHEAD),
        item('collect', 'grape', [3, 3]),
        item('collect', 'empty_jar', [3, 3]),
      ],
      [goal('combine', 'grape_juice', { data: 'Grape Juice', ...AT_MARK })],
    );
    expect(world.objects()[0].visible).toBe(false);
    run(world, ['collect', 'grape'], ['collect', 'empty_jar'], ['combine', ['grape', 'empty_jar']]);
    expect(world.objects()[0].visible).toBe(true);
    expect(world.inventory()).toEqual([]);
  });

  it('collected, trigger and finish items disable themselves once taken', () => {
    const world = worldWith([
      item('collect', 'apple', AHEAD),
      item('trigger', 'lever', [3, 1]),
      item('finish', 'finish', [2, 1]),
    ]);
    run(world, ['move_forward'], ['collect', 'apple'], ['move_forward'], ['turn_left'], ['move_forward']);
    expect(world.objects().map((o) => o.visible)).toEqual([false, false, false]);
  });

  it('a pushed rock moves one cell forward and blocks its new cell', () => {
    const world = worldWith([item('push', 'rock', AHEAD)]);
    run(world, ['push']);
    expect(world.objects()[0]).toMatchObject({ position: [3, 1], solid: true });
    run(world, ['move_forward']);
    expect(run(world, ['move_forward'])[0].error?.key).toBe('move.wall');
  });
});
