import type { GameEvent, Vec2 } from '@pylands/game-engine';
import { collectRows } from '../hud/collectGoals';
import { facingToDirection } from '../motion/direction';
import { actionPauseMs } from '../motion/timing';
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
}

function sameCell(a: Vec2, b: Vec2): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

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
      await character.stepTo(cell, stage.stepMs());
    }
    character.stopWalking();
  }

  if (event.command === 'turn_left' || event.command === 'turn_right') {
    character.face(toDir);
    await animator.wait(stage.stepMs());
  } else if (toDir !== character.direction) {
    character.face(toDir);
  }

  if (event.blocked && !stage.cancelled()) await character.bump(stage.stepMs() / 2);

  if (event.text) overlay.say(event.text);

  const acting =
    event.command !== 'move_forward' && event.command !== 'turn_left' && event.command !== 'turn_right';
  if (acting && !stage.cancelled()) {
    const changes = (event.changes ?? []).map((c) => items.apply(c, stage.stepMs()));
    await Promise.all([character.hop(Math.min(220, stage.stepMs())), ...changes]);
    await animator.wait(
      Math.max(0, actionPauseMs(event.command, stage.stepMs()) - Math.min(220, stage.stepMs())),
    );
  } else if (event.changes?.length) {
    await Promise.all(event.changes.map((c) => items.apply(c, stage.stepMs())));
  }

  if (event.error && !event.blocked) {
    character.flashRed();
  }
  if (stage.cancelled()) return;
  character.place([event.to.x, event.to.y], toDir);
  overlay.setHud(collectRows(event.goals));
}
