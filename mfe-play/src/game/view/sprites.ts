import { CHARACTER_SPRITE, characterAnims } from './characterActor';
import { FOOTSTEP_SPRITE } from './footsteps';
import { itemSpriteName } from './itemActors';
import type { KaplayHandle } from './kaplayContext';
import type { ItemArt, ItemState, LevelArt } from './levelArt';
import { hudIconSprite } from './overlay';

/**
 * Each sprite gets a texture of its own (`singular`): kaplay's shared atlas uploads its whole
 * 2048×2048 canvas again for every sprite added, which made a level's first view block the page
 * for ~0.2 s (and the start of Python's 'ready' with it). A level draws a few dozen sprites, so the
 * texture switches between them cost nothing noticeable.
 */
function loadSprite(
  handle: KaplayHandle,
  name: string,
  src: CanvasImageSource,
  opt?: Parameters<KaplayHandle['k']['loadSprite']>[2],
): Promise<void> {
  return new Promise((resolve, reject) => {
    handle.k
      .loadSprite(name, src as HTMLImageElement, { singular: true, ...opt })
      .onLoad(() => resolve())
      .onError(reject);
  });
}

/** Every sprite a level's first view draws, loaded at once. */
export async function registerSprites(handle: KaplayHandle, art: LevelArt): Promise<void> {
  const { layout, image } = art.character;
  const jobs: Array<Promise<void>> = [
    loadSprite(handle, CHARACTER_SPRITE, image, {
      sliceX: layout.columns,
      sliceY: layout.rows,
      anims: characterAnims(layout),
    }),
  ];
  art.below.forEach((chunk, i) => jobs.push(loadSprite(handle, `map_below_${i}`, chunk.canvas)));
  art.above.forEach((chunk, i) => jobs.push(loadSprite(handle, `map_above_${i}`, chunk.canvas)));
  art.items.forEach((itemArt, i) => {
    if (!itemArt) return;
    jobs.push(loadSprite(handle, itemSpriteName(i), itemArt.base));
    for (const [state, img] of Object.entries(itemArt.variants)) {
      if (img) jobs.push(loadSprite(handle, itemSpriteName(i, state as ItemState), img));
    }
  });
  art.icons.forEach((img, type) => jobs.push(loadSprite(handle, hudIconSprite(type), img)));
  if (art.footstep) jobs.push(loadSprite(handle, FOOTSTEP_SPRITE, art.footstep));
  await Promise.all(jobs);
}

/** The sprites of an item a run makes appear (a built structure), one after the other. */
export async function registerItemSprites(handle: KaplayHandle, index: number, art: ItemArt): Promise<void> {
  await loadSprite(handle, itemSpriteName(index), art.base);
  for (const [state, img] of Object.entries(art.variants)) {
    if (img) await loadSprite(handle, itemSpriteName(index, state as ItemState), img);
  }
}
