import { parseCharacterLayout, selectSheet } from './sheet';

describe('parseCharacterLayout', () => {
  it('reads a sheet without layout file as rows down, up, left, right', () => {
    const layout = parseCharacterLayout(null, 48, 64);
    expect(layout.columns).toBe(3);
    expect(layout.rows).toBe(4);
    expect(layout.frameTimeMs).toBe(300);
    expect(layout.directions.down.walk).toEqual([0, 1, 2]);
    expect(layout.directions.up.walk).toEqual([3, 4, 5]);
    expect(layout.directions.right).toEqual({ walk: [9, 10, 11], idle: 9, flipX: false });
  });

  it('maps named states with [column, row] frames to frame indices', () => {
    const layout = parseCharacterLayout(
      {
        frameWidth: 16,
        frameHeight: 16,
        frameTime: 200,
        states: {
          idle_down: [[0, 0]],
          walk_down: [
            [1, 0],
            [2, 0],
          ],
          walk_up: [
            { x: 1, y: 1 },
            { x: 2, y: 1 },
          ],
          walk_right: [
            [0, 2],
            [1, 2],
          ],
        },
      },
      48,
      48,
    );
    expect(layout.frameTimeMs).toBe(200);
    expect(layout.directions.down).toEqual({ walk: [1, 2], idle: 0, flipX: false });
    expect(layout.directions.up).toEqual({ walk: [4, 5], idle: 4, flipX: false });
    // No left-facing frames: the right-facing ones are mirrored.
    expect(layout.directions.left).toEqual({ walk: [6, 7], idle: 6, flipX: true });
  });

  it('honours states marked as flipped', () => {
    const layout = parseCharacterLayout(
      {
        states: { walk_left: [[0, 0]], walk_right: [[0, 0]], walk_up: [[1, 0]], walk_down: [[2, 0]] },
        flip: ['walk_left'],
      },
      48,
      16,
    );
    expect(layout.directions.left.flipX).toBe(true);
    expect(layout.directions.right.flipX).toBe(false);
  });
});

describe('selectSheet', () => {
  it('accepts one shared layout or one per character', () => {
    const shared = { frameWidth: 16, states: {} };
    expect(selectSheet(shared, 'Rabbit')).toBe(shared);
    const perCharacter = { Rabbit: { frameWidth: 32 }, default: { frameWidth: 16 } };
    expect(selectSheet(perCharacter, 'Rabbit')?.frameWidth).toBe(32);
    expect(selectSheet(perCharacter, 'Knight')?.frameWidth).toBe(16);
    expect(selectSheet(null, 'Rabbit')).toBeNull();
  });
});

describe('row layout files', () => {
  it('reads rows named in sheet.json with a frame count per row', () => {
    const layout = parseCharacterLayout(
      { frameWidth: 16, frameHeight: 16, rows: ['up', 'down', 'right'], framesPerRow: 2, frameTimeMs: 250 },
      64,
      48,
    );
    expect(layout.frameTimeMs).toBe(250);
    expect(layout.directions.up.walk).toEqual([0, 1]);
    expect(layout.directions.down.walk).toEqual([4, 5]);
    expect(layout.directions.right).toEqual({ walk: [8, 9], idle: 8, flipX: false });
    expect(layout.directions.left).toEqual({ walk: [8, 9], idle: 8, flipX: true });
  });
});
