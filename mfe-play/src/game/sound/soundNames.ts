/** The game's sound effects: files under `${assetsBase}/sounds/<name>.wav` (libs/content/scripts/make-sounds.mjs). */
export const SOUND_NAMES = ['footstep', 'bump', 'pop', 'creak', 'hammer', 'pour', 'blip', 'jingle'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/** Spec (doc 2 §9): "Sound volume 0.75 (water pour 0.5)". */
export const SOUND_VOLUME = 0.75;
export const POUR_VOLUME = 0.5;

export function soundVolume(name: SoundName): number {
  return name === 'pour' ? POUR_VOLUME : SOUND_VOLUME;
}

export function soundUrl(assetsBase: string, name: SoundName): string {
  return `${assetsBase.replace(/\/+$/, '')}/sounds/${name}.wav`;
}
