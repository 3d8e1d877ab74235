import { createWorld, type LevelDefinition, type ObjectState } from '@pylands/game-engine';
import { TILE_UNITS } from '../camera/framing';
import { Animator } from './animator';
import { CharacterActor } from './characterActor';
import { Footsteps } from './footsteps';
import type { FramePacer } from './framePacer';
import { ItemActors, itemStarts, type LoadMadeArt } from './itemActors';
import { startKaplay, type KaplayHandle } from './kaplayContext';
import { loadLevelArt, type LevelArt } from './levelArt';
import type { MadeArt } from './madeArt';
import { Overlay } from './overlay';
import { PathPreview } from './pathPreview';
import { registerItemSprites, registerSprites } from './sprites';
import type { ViewCamera } from './viewCamera';

/** Dark green-blue around the map, close to the app's dark theme. */
const BACKGROUND: [number, number, number] = [24, 32, 44];
const Z_MAP_BELOW = 0;
const Z_MAP_ABOVE = 30;

/** What a level's view draws with once it is up. */
export interface Scene {
  handle: KaplayHandle;
  animator: Animator;
  character: CharacterActor;
  items: ItemActors;
  footsteps: Footsteps;
  overlay: Overlay;
  pathPreview: PathPreview;
}

export interface SceneOptions {
  canvas: HTMLCanvasElement;
  level: LevelDefinition;
  assetsBase: string;
  characterName: string;
  trails: boolean;
  madeArt: MadeArt;
  camera: ViewCamera;
  pacer: FramePacer;
  destroyed: () => boolean;
}

/** The engine's start state of every object: build targets and combine results start hidden. */
function engineObjects(level: LevelDefinition): ObjectState[] | null {
  try {
    return createWorld(level).objects();
  } catch (error) {
    console.warn('[game] the engine could not read the level objects; drawing them as placed', error);
    return null;
  }
}

/**
 * Loads the level's art, starts kaplay on the canvas and hands the scene to `onStart`; nothing
 * happens when the view is destroyed on the way (its kaplay is quit).
 */
export async function startScene(o: SceneOptions, onStart: (scene: Scene) => void): Promise<void> {
  const starts = itemStarts(o.level.items, engineObjects(o.level));
  const art = await loadLevelArt(o.level, o.assetsBase, o.characterName);
  if (o.destroyed()) return;
  const handle = await startKaplay(o.canvas, BACKGROUND, o.destroyed, o.pacer);
  if (!handle) return;
  try {
    await registerSprites(handle, art);
  } catch (error) {
    handle.quit();
    throw error;
  }
  if (o.destroyed()) {
    handle.quit();
    return;
  }
  const loadMadeArt: LoadMadeArt = async (index, item) => {
    const made = await o.madeArt.forItem(item);
    if (!made || o.destroyed()) return null;
    await registerItemSprites(handle, index, made);
    return made;
  };
  onStart(addScene(handle, art, o, starts, loadMadeArt));
}

function addScene(
  handle: KaplayHandle,
  art: LevelArt,
  o: SceneOptions,
  starts: ReturnType<typeof itemStarts>,
  loadMadeArt: LoadMadeArt,
): Scene {
  const { k } = handle;
  art.below.forEach((c, i) => k.add([k.sprite(`map_below_${i}`), k.pos(c.x, c.y), k.z(Z_MAP_BELOW)]));
  art.above.forEach((c, i) => k.add([k.sprite(`map_above_${i}`), k.pos(c.x, c.y), k.z(Z_MAP_ABOVE)]));
  const animator = new Animator(k);
  const items = new ItemActors(k, animator, o.level.items, art.items, starts, loadMadeArt);
  const character = new CharacterActor(k, art.character.layout, animator, o.level.start);
  const footsteps = new Footsteps(k, o.trails, Boolean(art.footstep));
  const overlay = new Overlay(k, handle.font, new Set(art.icons.keys()), () => ({
    x: character.obj.pos.x,
    y: character.headY(),
  }));
  const pathPreview = new PathPreview(k);
  k.onUpdate(() => {
    const { x, y } = character.obj.pos;
    footsteps.update(k.dt() * 1000, character.isWalking, x, y, character.direction);
    o.camera.follow(k, x, y - TILE_UNITS / 2);
  });
  return { handle, animator, character, items, footsteps, overlay, pathPreview };
}

/** Puts the scene back as the level starts (the goals are reset by the caller). */
export function resetScene(s: Scene, level: LevelDefinition): void {
  s.animator.cancelAll();
  s.character.place(level.start, 'up');
  s.items.restore();
  s.footsteps.clear();
  s.overlay.clearBubble();
  s.pathPreview.clear();
}
