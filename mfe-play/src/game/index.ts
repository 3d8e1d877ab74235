/**
 * The game canvas renderer (kaplay): draws a level's Tiled map, items and the student's
 * character, and animates the engine's events. Framework-free; React only mounts it:
 *
 *   const view = createGameView({ canvas, level, character, trails, muted, onCellClick, onContextLost });
 *   await view.ready;
 *   await view.play(events, { stepMs: 250, onEvent: (e) => highlight(e.line) });
 *   view.playSound('jingle'); // when the level is complete
 *   canvas.setAttribute('aria-label', view.describe(t)); // for screen readers, after a run
 *   view.destroy(); // on unmount or level change; a new view may reuse the canvas
 *
 * Art is read from `${assetsBase}` (default /assets): tileset_png/<name>.tsj + image,
 * sprites/characters/<Name>.png with sprites/characters/sheet.json, sprites/items/<sprite or type>.png
 * (optional state variants <name>_open/_closed/_full/_empty.png), sprites/footstep.png and
 * sounds/<name>.wav (footstep, bump, pop, creak, hammer, pour, blip, jingle).
 */
export { createGameView, CONTEXT_LOST_RELOAD_MS } from './view/createGameView';
export type { ExecutionMode, GameView, GameViewOptions, GameViewState, PlayOptions } from './types';
export { ZOOM_LEVELS, DEFAULT_ZOOM, type ZoomLevel } from './camera/framing';
export { SPEED_STEP_MS, BASE_STEP_MS } from './motion/timing';
export { ACTION_PAUSES_MS } from './motion/actionPause';
export { PATH_PREVIEW_MAX_DOTS } from './path/findPath';
export { SOUND_NAMES, SOUND_VOLUME, POUR_VOLUME, type SoundName } from './sound/soundNames';
export type { SoundStats } from './sound/soundBoard';
