import type { GameEvent, GoalProgress, Vec2 } from '@pylands/game-engine';
import { facingToDirection } from '../motion/direction';
import { actionPausesMs, scaleToSpeed } from '../motion/actionPause';
import { actionSound } from '../sound/eventSounds';
import type { SoundName } from '../sound/soundNames';
import type { Animator } from './animator';
import type { CharacterActor } from './characterActor';
import type { ItemActors } from './itemActors';
import type { Overlay } from './overlay';

export interface EventStage {
  animator: Animator;
  character: CharacterActor;
  items: ItemActors;
  overlay: Overlay;
  /** Read on every step, so the speed menu applies mid-run. */
  stepMs(): number;
  cancelled(): boolean;
  sound(name: SoundName): void;
  /** Goal progress after the event (HUD and screen-reader description). */
  goals(goals: GoalProgress[]): void;
}

/** The little hop an action makes, never longer than a step. */
const HOP_MS = 220;

function sameCell(a: Vec2, b: Vec2): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

const TURNS = new Set(['turn_left', 'turn_right']);

/** Animates one engine event: walk its path, turn, bump, change objects, speak, update the HUD. */
export async function animateEvent(stage: EventStage, event: GameEvent): Promise<void> {
  const { animator, character, items, overlay } = stage;
  const fromDir = facingToDirection(event.from.rotationX, event.from.rotationY);
  const toDir = facingToDirection(event.to.rotationX, event.to.rotationY);
  // Start from the event's own "from" so a skipped or replayed event never leaves drift.
  if (!sameCell(character.cell, [event.from.x, event.from.y]) || character.direction !== fromDir) {
    character.place([event.from.x, event.from.y], fromDir);
  }

  const path = (event.path ?? []).filter((cell, i) => i > 0 || !sameCell(cell, character.cell));
  if (path.length > 0) {
    character.face(toDir);
    character.startWalking();
    for (const cell of path) {
      if (stage.cancelled()) return;
      stage.sound('footstep');
      await character.stepTo(cell, stage.stepMs());
    }
    character.stopWalking();
  }

  if (TURNS.has(event.command)) {
    character.face(toDir);
    await animator.wait(stage.stepMs());
  } else if (toDir !== character.direction) {
    character.face(toDir);
  }

  // The spec's "error sound and half-duration block" on walls.
  if (event.blocked && !stage.cancelled()) {
    stage.sound('bump');
    await character.bump(stage.stepMs() / 2);
  }

  if (event.text) overlay.say(event.text);

  const acting = event.command !== 'move_forward' && !TURNS.has(event.command);
  if (acting && !stage.cancelled()) {
    const stepMs = stage.stepMs();
    const hopMs = Math.min(HOP_MS, stepMs);
    // A failed action shows its error at once; a successful one holds its §9 pause (scaled to
    // the speed), while the hop and the object changes play inside it.
    const pause = event.error ? 0 : actionPausesMs(event).reduce((sum, ms) => sum + ms, 0);
    if (!event.error) {
      const sound = actionSound(event);
      if (sound) stage.sound(sound);
    }
    const changes = (event.changes ?? []).map((c) => items.apply(c, stepMs, event.command));
    await Promise.all([
      character.hop(hopMs),
      ...changes,
      animator.wait(pause > 0 ? scaleToSpeed(pause, stepMs) : stepMs),
    ]);
  } else if (event.changes?.length) {
    // Walking onto a finish or trigger item takes it.
    if (event.changes.some((c) => c.kind === 'removed')) stage.sound('pop');
    await Promise.all(event.changes.map((c) => items.apply(c, stage.stepMs(), event.command)));
  }

  if (event.error && !event.blocked) {
    stage.sound('bump');
    character.flashRed();
  }
  if (stage.cancelled()) return;
  character.place([event.to.x, event.to.y], toDir);
  stage.goals(event.goals);
}
