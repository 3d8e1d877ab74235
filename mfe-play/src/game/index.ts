/**
 * The game canvas renderer (kaplay): draws a level's Tiled map, items and the student's
 * character, and animates the engine's events. Framework-free; React only mounts it:
 *
 *   const view = createGameView({ canvas, level, character, trails });
 *   await view.ready;
 *   await view.play(events, { stepMs: 250, onEvent: (e) => highlight(e.line) });
 *   view.destroy(); // on unmount or level change; a new view may reuse the canvas
 *
 * Art is read from `${assetsBase}` (default /assets): tileset_png/<name>.tsj + image,
 * sprites/characters/<Name>.png with sprites/characters/sheet.json, sprites/items/<sprite or type>.png
 * (optional state variants <name>_open/_closed/_full/_empty.png) and sprites/footstep.png.
 */
export { createGameView } from './view/createGameView';
export type { GameView, GameViewOptions, GameViewState, PlayOptions } from './types';
export { ZOOM_LEVELS, DEFAULT_ZOOM, type ZoomLevel } from './camera/framing';
export { SPEED_STEP_MS, BASE_STEP_MS } from './motion/timing';
